/**
 * The staff inbox (issue 11): a contact message, a colour sample request and a review sent through the
 * public API show up in the staff lists; staff mark the first two handled and approve or reject the review,
 * and see the change. Against the real server; axe on each list.
 */
import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { axeStates, axeTheme, graphql, useStoredTheme } from './shop-frame';
import { signInAsStaff } from './staff';

/** The texts this spec reads, as in web/src/i18n/admin-shell.ts (copied, not imported). */
const t = {
  markHandled: 'Markeer als afgehandeld',
  open: 'Open',
  handled: 'Afgehandeld',
  approve: 'Goedkeuren',
  reject: 'Afwijzen',
  loadMore: 'Meer laden',
  messagesList: 'Berichten van klanten',
  samplesList: 'Aanvragen voor kleurstalen',
  reviewsList: 'Beoordelingen die op goedkeuring wachten',
  markedMessage: (name: string) => `Het bericht van ${name} is gemarkeerd als afgehandeld.`,
  markedSample: (name: string) => `De kleurstaal voor ${name} is gemarkeerd als afgehandeld.`,
  approved: (name: string) => `De beoordeling van ${name} is goedgekeurd en staat nu op de productpagina.`,
  rejected: (name: string) => `De beoordeling van ${name} is afgewezen.`,
};

/** A name no other test or project uses, so each run finds its own entry. */
const unique = (testInfo: TestInfo, what: string) => `${what} ${testInfo.project.name} ${Date.now().toString(36)}`;

/**
 * The product the shopper asks a sample of, or reviews: lichtdoorlatend-wit, the seed's second product (ids from 1
 * in the order of graphql-server/src/db/seed/products.ts), in its one colour.
 */
const PRODUCT = { id: '2', name: 'Lichtdoorlatend rolgordijn – Wit', color: 'Wit' } as const;

/** The list's entry that mentions `text`, loading further pages while it is not there yet. */
async function entry(page: Page, list: Locator, text: string): Promise<Locator> {
  const found = list.getByRole('article').filter({ hasText: text });
  await expect(list.getByRole('article').first()).toBeVisible();
  for (let round = 0; round < 10 && (await found.count()) === 0; round++) {
    const more = page.getByRole('button', { name: t.loadMore });
    if ((await more.count()) === 0) break;
    const before = await list.getByRole('article').count();
    await more.click();
    await expect(list.getByRole('article')).not.toHaveCount(before);
  }
  await expect(found).toHaveCount(1);
  return found;
}

test.describe('Staff inbox', () => {
  test('a contact message and a colour sample request are marked handled', { tag: '@both' }, async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    const name = unique(testInfo, 'Inbox');
    const subject = unique(testInfo, 'Onderwerp');
    const email = `inbox-${testInfo.project.name}-${Date.now().toString(36)}@voorbeeld.be`;
    await page.goto('/');
    const { id: productId, name: productName, color } = PRODUCT;
    const sent = await graphql<{ contactMessageCreate: { userErrors: unknown[] }; sampleRequestCreate: { userErrors: unknown[] } }>(
      page,
      `mutation($m: ContactMessageInput!, $s: SampleRequestInput!) {
        contactMessageCreate(input: $m) { userErrors { message } }
        sampleRequestCreate(input: $s) { userErrors { message } }
      }`,
      {
        m: { name, email, phone: '+32 470 12 34 56', subject, message: 'Eerste regel.\nTweede regel.' },
        s: { name, email, address: 'Veldstraat 1\n9000 Gent', color, productId },
      },
    );
    expect(sent.contactMessageCreate.userErrors).toEqual([]);
    expect(sent.sampleRequestCreate.userErrors).toEqual([]);

    await signInAsStaff(page.context());
    const axe = axeStates(page);

    await page.goto('/admin/berichten');
    const messages = page.getByRole('list', { name: t.messagesList });
    const message = await entry(page, messages, subject);
    await expect(message.getByRole('heading', { level: 2 })).toHaveText(subject);
    await expect(message.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    // The message keeps its line break.
    expect(await message.locator('p', { hasText: 'Eerste regel.' }).innerText()).toBe('Eerste regel.\nTweede regel.');
    await expect(message.getByText(t.open, { exact: true })).toBeVisible();
    await axe.check('messages');
    await message.getByRole('button', { name: t.markHandled }).click();
    await expect(page.getByText(t.markedMessage(name)).first()).toBeVisible();
    await expect(message.getByText(t.handled, { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: t.markHandled })).toHaveCount(0);
    await page.reload();
    await expect((await entry(page, page.getByRole('list', { name: t.messagesList }), subject)).getByText(t.handled, { exact: true })).toBeVisible();

    await page.goto('/admin/kleurstalen');
    const samples = page.getByRole('list', { name: t.samplesList });
    const sample = await entry(page, samples, name);
    await expect(sample.getByRole('heading', { level: 2 })).toContainText(color);
    await expect(sample).toContainText(productName);
    expect(await sample.getByText('Veldstraat 1').innerText()).toBe('Veldstraat 1\n9000 Gent');
    await axe.check('samples');
    await sample.getByRole('button', { name: t.markHandled }).click();
    await expect(page.getByText(t.markedSample(name)).first()).toBeVisible();
    await expect(sample.getByText(/^Afgehandeld op /)).toBeVisible();
    await expect(sample.getByRole('button', { name: t.markHandled })).toHaveCount(0);
    expect(axe.failures).toEqual([]);
  });

  test('a pending review is approved or rejected and leaves the queue', { tag: '@both' }, async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    // One review per project run (the shop takes five an hour per client address, and every test comes from 127.0.0.1).
    const reviewer = unique(testInfo, 'Recensent');
    await page.goto('/');
    const { id: productId, name: productName } = PRODUCT;
    const sent = await graphql<{ reviewCreate: { userErrors: unknown[] } }>(
      page,
      'mutation($i: ReviewCreateInput!) { reviewCreate(input: $i) { userErrors { message } } }',
      { i: { productId, name: reviewer, rating: 4, comment: 'Past perfect.\nSnel geleverd.' } },
    );
    expect(sent.reviewCreate.userErrors).toEqual([]);

    await signInAsStaff(page.context());
    const axe = axeStates(page);
    await page.goto('/admin/beoordelingen');
    const queue = page.getByRole('list', { name: t.reviewsList });
    const review = await entry(page, queue, reviewer);
    await expect(review.getByRole('heading', { level: 2 })).toHaveText(productName);
    await expect(review).toContainText('4 van 5 sterren');
    expect(await review.locator('p', { hasText: 'Past perfect.' }).innerText()).toBe('Past perfect.\nSnel geleverd.');
    await axe.check('reviews');

    // Phone approves, desktop rejects: both ways out of the queue are walked in every run.
    const approve = testInfo.project.name === 'phone';
    await review.getByRole('button', { name: approve ? t.approve : t.reject }).click();
    await expect(page.getByText(approve ? t.approved(reviewer) : t.rejected(reviewer)).first()).toBeVisible();
    await expect(queue.getByRole('article').filter({ hasText: reviewer })).toHaveCount(0);

    // Approved: on the product's reviews (newest first); rejected: in the rejected list.
    const query = approve
      ? `{ list: reviews(productId: "${productId}", first: 10) { nodes { customerName } } }`
      : '{ list: reviewsForModeration(status: REJECTED, first: 100) { nodes { customerName } } }';
    const res = await page.request.post('/graphql', { data: { query } });
    const names = ((await res.json()) as { data: { list: { nodes: { customerName: string }[] } } }).data.list.nodes.map((n) => n.customerName);
    expect(names).toContain(reviewer);
    expect(axe.failures).toEqual([]);
  });
});
