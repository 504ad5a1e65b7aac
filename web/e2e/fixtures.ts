/**
 * The browser suite's `test`: every test gets a page of its own, with no cookies and no stored data (local
 * storage is emptied when the test's page first loads the shop), but the browser context — and so its HTTP
 * and compiled-code caches — is kept for all the tests of one worker, as a returning visitor's browser keeps
 * them. A fresh context per test made Chromium fetch, parse and compile the shop's JavaScript again for every
 * test: measured on 2 cores, a first load in a fresh context costs about 1.1 s of renderer time, a later one in
 * the same context about 0.3 s.
 *
 * A test that changes the context itself (Playwright's clock is the context's, not the page's) asks for a
 * context of its own: `test.use({ freshContext: true })`.
 */
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Runs in every document before the shop's scripts: the first document of a test's page starts with empty storage. */
function emptyStorageOnFirstLoad() {
  try {
    if (window.sessionStorage.getItem('e2e:page-started') === null) {
      window.localStorage.clear();
      window.sessionStorage.setItem('e2e:page-started', '1');
    }
  } catch {
    /* a document without storage (about:blank) */
  }
}

/** The project's context options (viewport, touch, user agent, base URL ...), as the default context fixture takes them. */
const CONTEXT_OPTIONS = ['baseURL', 'viewport', 'screen', 'isMobile', 'hasTouch', 'userAgent', 'deviceScaleFactor', 'locale', 'timezoneId', 'colorScheme'] as const;

function contextOptions(project: { use: unknown }): BrowserContextOptions {
  const use = project.use as Record<string, unknown>;
  return Object.fromEntries(CONTEXT_OPTIONS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]])) as BrowserContextOptions;
}

/**
 * Shop pages arrive rendered by the server and run once React has hydrated them. A visitor who types before
 * that keeps what was typed (early-input.ts), but a click before the page runs does nothing: like a returning
 * shopper's browser, a test waits until every element of the page is React's before it acts. Staff screens and
 * a page the server could not render start empty and are React's from the start.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      // Only the shop's server-rendered pages hydrate (they carry the server's Apollo cache).
      if (!root || !document.getElementById('apollo-state')) return true;
      const own = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
      // React's own resource hints (<link rel="preload"> for an eager picture) are not part of the tree.
      return Array.from(root.querySelectorAll('*')).every((el) => el.tagName === 'LINK' || own(el));
    },
    undefined,
    { polling: 50 },
  );
}

/**
 * page.goto and page.reload return once the page runs (see untilHydrated), unless asked to return at the
 * response already (`waitUntil: 'commit'`: a test that blocks the app's scripts). Every test's `page` is wrapped;
 * a test that opens a context of its own wraps its pages itself.
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ freshContext: boolean }, { workerContext: BrowserContext }>({
  freshContext: [false, { option: true }],

  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project));
      await context.addInitScript(emptyStorageOnFirstLoad);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  page: async ({ freshContext, workerContext, browser }, use, testInfo) => {
    if (freshContext) {
      const context = await browser.newContext(contextOptions(testInfo.project));
      try {
        await use(waitingForHydration(await context.newPage()));
      } finally {
        await context.close();
      }
      return;
    }
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    const page = waitingForHydration(await workerContext.newPage());
    try {
      await use(page);
    } finally {
      for (const open of workerContext.pages()) await open.close();
    }
  },
});
