/** Helpers for the storefront frame and cart specs: GraphQL calls made from the page (so the cart cookie is the page's). */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';

export interface ServerCart {
  itemCount: number;
  lines: { id: string; quantity: number }[];
}

/** Runs a GraphQL operation with the page's cookies, as the shop itself would. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  ) as Promise<T>;
}

const PRODUCT_ID = `{ product(slug: "lichtdoorlatend-wit") { id } }`;

const ADD = `mutation Add($productId: ID!, $width: Float!, $quantity: Int!) {
  cartLineAdd(input: {
    productId: $productId,
    quantity: $quantity,
    configuration: { width: $width, height: 120, options: [
      { key: "chainMaterial", value: "plastic" }, { key: "chainColor", value: "white" },
      { key: "bottomBar", value: "not-covered" }, { key: "controlSide", value: "left" },
      { key: "profileColor", value: "white" }, { key: "mounting", value: "inside-recess" }
    ] }
  }) { userErrors { message } cart { itemCount } }
}`;

/** Adds a light-filtering white blind of {width} × 120 cm to the page's cart. */
export async function addLine(page: Page, width = 100, quantity = 1): Promise<void> {
  const { product } = await graphql<{ product: { id: string } }>(page, PRODUCT_ID);
  const data = await graphql<{ cartLineAdd: { userErrors: { message: string }[] } }>(page, ADD, { productId: product.id, width, quantity });
  if (data.cartLineAdd.userErrors.length > 0) throw new Error(data.cartLineAdd.userErrors[0]!.message);
}

/** The cart as the server has it now (a fresh query, not the page's cache); empty when there is none yet. */
export async function serverCart(page: Page): Promise<ServerCart> {
  const data = await graphql<{ cart: ServerCart | null }>(page, '{ cart { itemCount lines { id quantity } } }');
  return data.cart ?? { itemCount: 0, lines: [] };
}

/**
 * After an add (or a saved change of a cart line): the cart panel opens with its confirmation, which has the focus;
 * then the shopper closes it (Escape) and is back on the page.
 */
export async function closeCartConfirmation(page: Page, kind: 'added' | 'replaced' = 'added'): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Winkelwagen' });
  const text = kind === 'added' ? 'Toegevoegd aan je winkelwagen' : 'Je wijziging is opgeslagen';
  await expect(panel.getByRole('heading', { name: text })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Axe violations as readable lines (empty when none). */
export function violationList(violations: { id: string; nodes: { target: unknown[] }[] }[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Starts the page in a theme by storing the visitor's choice before any script runs. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Nothing lies over an element: what a tap at its middle reaches is the element itself (or inside it). */
export function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

/** Waits until no CSS transition or animation runs (a dialog's fade-in), so axe sees the colours shown. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** axe-core's own bundle, read once per worker. */
const AXE_SOURCE = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe for one page: axe-core put into the page once per document and run there with its default rules, keeping
 * the violations only (the shop has no frames). About 0.4 s a run on 2 cores, where @axe-core/playwright's
 * builder, which injects the whole bundle again for every run, took about 1 s; the rules and what counts as a
 * violation are axe-core's, the same.
 */
export function axe(page: Page): { analyze: () => Promise<Pick<AxeResults, 'violations'>> } {
  return {
    analyze: async () => {
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
      return page.evaluate(async () => {
        const { violations } = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
          resultTypes: ['violations'],
        });
        return { violations };
      });
    },
  };
}

/**
 * The theme a project's axe checks run in: light on the phone, dark on the desktop. Every screen is checked at
 * both widths and in both themes, each width once (contrast depends on the theme, layout rules on the width).
 */
export function axeTheme(testInfo: TestInfo): 'light' | 'dark' {
  return testInfo.project.name === 'phone' ? 'light' : 'dark';
}

/**
 * Axe in several states of one page: `check(state)` waits for running animations to end and records the
 * violations under that state's name; assert `failures` empty at the end, so one run reports every state.
 */
export function axeStates(page: Page) {
  const failures: string[] = [];
  const check = async (state: string) => {
    await animationsDone(page);
    const results = await axe(page).analyze();
    failures.push(...violationList(results.violations).map((v) => `${state}: ${v}`));
  };
  return { failures, check };
}

/**
 * Screenshots for a person to look at, only when asked (E2E_SCREENSHOTS=1), in the test's output folder: the
 * element given, or else the whole page in parts of 1200 px.
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string, element?: Locator): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  const file = (part: string) => testInfo.outputPath(`${name}-${testInfo.project.name}-${width}${part}.png`);
  if (element) {
    await element.screenshot({ path: file(''), scale: 'css' });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 1200, part++) {
    const clip = { x: 0, y, width, height: Math.min(1200, height - y) };
    await page.screenshot({ path: file(`-${part}`), fullPage: true, scale: 'css', clip });
  }
}
