/**
 * Every text a shopper or staff member reads is Dutch (issue 31): the client's text modules (web/src/i18n), the
 * server's Dutch messages (schema/src/texts.ts), the mails (graphql-server/src/mail/texts.ts) and the names and
 * descriptions of the seeded products. A text module is read as source, so a text behind a function (a count, a
 * price) is checked as written, whatever it is called with. Brand and trade names are allowed by name
 * (web/e2e/english.ts); the pages as served are checked by web/e2e/dutch-pages.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productSeeds } from './graphql-server/src/db/seed/products';
import { englishWords } from './web/e2e/english';

const root = path.dirname(fileURLToPath(import.meta.url));

const i18n = path.join('web', 'src', 'i18n');
const TEXT_MODULES = [
  ...fs
    .readdirSync(path.join(root, i18n))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(i18n, file)),
  path.join('schema', 'src', 'texts.ts'),
  path.join('graphql-server', 'src', 'mail', 'texts.ts'),
];

/** Whether a string literal is code rather than a text: a property name or a `key`, a module name, a type. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && parent.name.text === 'key') ||
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isElementAccessExpression(parent)
  );
}

/** The texts of a module: its string literals and the fixed parts of its template literals, with their line. */
function textsOf(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if ((literal && !isCode(node)) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: (node as ts.LiteralLikeNode).text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const english = (texts: { where: string; text: string }[]) =>
  texts.flatMap(({ where, text }) => {
    const words = englishWords(text);
    return words.length > 0 ? [`${where}: ${words.join(', ')} in "${text}"`] : [];
  });

describe('the shop speaks Dutch', () => {
  it('the text modules hold no English words but brand and trade names', () => {
    expect(TEXT_MODULES.length).toBeGreaterThan(10);
    const texts = TEXT_MODULES.flatMap((file) => textsOf(file).map(({ line, text }) => ({ where: `${file}:${line}`, text })));
    expect(english(texts)).toEqual([]);
  });

  it('the seeded products are named and described in Dutch', () => {
    const texts = productSeeds.flatMap((p) => [p.name, p.description, ...p.features].map((text) => ({ where: p.slug, text })));
    expect(english(texts)).toEqual([]);
  });

  it('the check finds English (the words of SPEC §8 and §2)', () => {
    expect(englishWords('Added to cart')).toEqual(['added', 'to', 'cart']);
    expect(englishWords('Page Not Found')).toEqual(['page', 'not', 'found']);
    expect(englishWords('Translucent rolgordijn – Off White')).toEqual(['translucent']);
    expect(englishWords('Vul de track-and-tracecode in, of kies Wit.')).toEqual([]);
  });
});
