import { expect, test } from './fixtures';

test('GraphiQL at /graphql runs a query with the network cut off', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  // Cut the network: anything not served by our own server is refused (and recorded).
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort('internetdisconnected');
  });
  await page.goto('/graphql');
  const run = page.getByRole('button', { name: /execute query/i }).first();
  await expect(run).toBeVisible({ timeout: 20_000 });
  await run.click();
  await expect(page.locator('.graphiql-response, .result-window').first()).toContainText('Verduisterend rolgordijn', {
    timeout: 20_000,
  });
  expect(outside).toEqual([]);
});
