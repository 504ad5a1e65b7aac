import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium and its flags, shared with the bench's Lighthouse runs.
import chromium from './scripts/lib/chromium.json';

const port = Number(process.env.E2E_PORT ?? 3210);
const CATALOGUE_ADMIN = /catalogue-admin-.*\.spec\.ts$/;

/** Browser suite: Debian's Chromium against the built app, the real server and a fresh database. */
export default defineConfig({
  testDir: 'web/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey of several pages and axe checks can pass 30 s while two workers share two cores: a timeout is a
  // guard against a hang, not a speed test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './web/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.executablePath,
      args: chromium.args,
    },
  },
  // Which width a test runs at, by tag: a screen's journey and its axe check run at both widths (`@both`), what
  // only a phone has (touch, the bottom bar, the side menu) at 390 px (`@phone`), and every other rule once, at
  // 1280 px (no tag). A rule that does not depend on the width is not worth a second browser run.
  //
  // Staff changing the catalogue (prices, images, publishing, slugs) would change what the shopper journeys assert
  // while they run: those specs (catalogue-admin-*.spec.ts) form a project of their own that starts when both
  // widths are done, and each changes products and price groups no other spec of that project touches.
  projects: [
    { name: 'phone', grep: /@phone|@both/, testIgnore: CATALOGUE_ADMIN, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', grepInvert: /@phone/, testIgnore: CATALOGUE_ADMIN, use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
    {
      name: 'catalogue-admin',
      testMatch: CATALOGUE_ADMIN,
      dependencies: ['phone', 'desktop'],
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
});
