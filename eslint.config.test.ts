// The import boundaries of eslint.config.mjs can fail: each probe is linted as if it lived at filePath
// (the file need not exist; its imports are resolved from there against the real tree).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));
const BOUNDARY = 'import-x/no-restricted-paths';
const NO_ANY = '@typescript-eslint/no-explicit-any';

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the parser and the import resolver (seconds on a busy machine): here, not in a test.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'web/src/features/cart/Warm.ts') });
}, 120_000);

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
}

/** Boundary findings at error level (a warning would not fail `npm test`). */
const boundaryErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === BOUNDARY && m.severity === 2);

describe('import boundaries', () => {
  it('a feature never imports another feature', async () => {
    const messages = await lint(
      'web/src/features/cart/Probe.tsx',
      "import { HomePage } from '../content/home/HomePage';\nexport const probe = HomePage;\n",
    );
    expect(boundaryErrors(messages)).toEqual([
      expect.objectContaining({
        ruleId: BOUNDARY,
        severity: 2,
        line: 1,
        message: expect.stringContaining(
          'A feature never imports another feature: move the shared piece to web/src/components or web/src/lib',
        ),
      }),
    ]);
  });

  it('every folder in web/src/features is a zone of its own', async () => {
    const features = fs
      .readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.length).toBeGreaterThan(1);
    const config = await eslint.calculateConfigForFile(path.join(root, 'web/src/features', features[0], 'Probe.tsx'));
    const [severity, options] = config.rules[BOUNDARY] as [number, { zones: { target: string | string[] }[] }];
    expect(severity).toBe(2);
    const targets = options.zones.flatMap((zone) => [zone.target].flat());
    for (const feature of features) expect(targets).toContain(`./web/src/features/${feature}`);
  });

  it('shared code never imports a feature or app/', async () => {
    const feature = await lint('web/src/components/Probe.tsx', "export { CartButton } from '../features/cart';\n");
    expect(boundaryErrors(feature)).toEqual([
      expect.objectContaining({ ruleId: BOUNDARY, message: expect.stringContaining('Shared code (components/, lib/, i18n/) never imports a feature or app/') }),
    ]);
    const app = await lint('web/src/lib/Probe.ts', "export { navItems } from '../app/layout/nav-items';\n");
    expect(boundaryErrors(app)).toHaveLength(1);
  });

  it('a feature never imports app/', async () => {
    const messages = await lint('web/src/features/cart/Probe.tsx', "export { navItems } from '../../app/layout/nav-items';\n");
    expect(boundaryErrors(messages)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('A feature never imports web/src/app') }),
    ]);
  });

  it('web/ and graphql-server/ never import each other', async () => {
    const web = await lint(
      'web/src/features/cart/Probe.tsx',
      "import { createServices } from '../../../../graphql-server/src/services';\nexport const probe = createServices;\n",
    );
    expect(boundaryErrors(web)).toEqual([
      expect.objectContaining({ ruleId: BOUNDARY, message: expect.stringContaining('The web client never imports the server (graphql-server/)') }),
    ]);

    const server = await lint('graphql-server/src/Probe.ts', "import { nl } from '../../web/src/i18n/nl';\nexport const probe = nl;\n");
    expect(boundaryErrors(server)).toEqual([
      expect.objectContaining({ ruleId: BOUNDARY, message: expect.stringContaining('The server never imports the web client (web/)') }),
    ]);
  });

  it('the tooling exceptions under web/ are narrow', async () => {
    const helpers = await lint('web/e2e/probe.ts', "export { adminQuery } from '../../graphql-server/test/pg';\n");
    expect(boundaryErrors(helpers)).toEqual([]);
    const source = await lint('web/e2e/probe.ts', "export { createServices } from '../../graphql-server/src/services';\n");
    expect(boundaryErrors(source)).toHaveLength(1);
  });

  it('a feature may import shared code and the contract', async () => {
    const messages = await lint(
      'web/src/features/cart/Probe.tsx',
      [
        "import { useCart } from '../../components/cart-context';",
        "import * as schema from '@lumina/schema';",
        'export const probe = [useCart, schema];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});

describe('no-explicit-any', () => {
  it('is an error in the app code', async () => {
    const messages = await lint('web/src/lib/Probe.ts', 'export const x: any = 1;\n');
    expect(messages).toEqual([expect.objectContaining({ ruleId: NO_ANY, severity: 2 })]);
  });

  it('is allowed in tests', async () => {
    expect(await lint('graphql-server/test/probe.test.ts', 'export const x: any = 1;\n')).toEqual([]);
  });
});
