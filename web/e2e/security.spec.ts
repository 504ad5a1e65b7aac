import { expect, test } from './fixtures';

// One Content-Security-Policy on every HTML page, and the pages keep to it: no violation in Chromium.
const pages = ['/', '/index.html', '/over-ons', '/contact', '/rolgordijnen', '/algemene-voorwaarden', '/bestaat-niet'];

test.describe('Content-Security-Policy', () => {
  test("every HTML page is served with the shop's policy and breaks none of it", async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp?: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toMatch(/default-src 'self'.*script-src 'self'/);
      await expect(page.locator('main'), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      violations.push(...reported.map((r) => `${path}: ${r}`));
    }
    expect(violations).toEqual([]);
  });
});
