/**
 * The shop's mail is no relay (issue 30): one client placed 40 orders to 40 addresses in 4.6 s, and each address got
 * an "order received" mail from the shop. A client address places a few orders an hour; a mailbox gets a few mails a
 * visitor can cause an hour and a day, and one more is kept in the outbox as suppressed, never sent — while the order
 * it reports stands, and mails about money that moved still go. (The forms' confirmations quote nothing a visitor
 * typed: src/mail/templates.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { GUARDRAILS } from '../src/guardrails';
import { contactMessageReceivedMail, paymentReceivedMail } from '../src/mail/builders';
import { Order } from '../src/orders/order.entity';
import { signInStaff, startTestApp, type TestApp } from './harness';

let app: TestApp;
let product: string;
beforeAll(async () => {
  const { perRecipientPerHour: perHour, perRecipientPerDay: perDay } = GUARDRAILS.mail;
  app = await startTestApp({ limits: { ordersPerClientPerHour: GUARDRAILS.checkout.ordersPerClientPerHour, mailsPerRecipient: { perHour, perDay } } });
  product = await app.productId('translucent-grijs');
});
afterAll(async () => {
  await app?.close();
});

let clients = 0;
/** A client address of its own (the app trusts the loopback proxy's X-Forwarded-For). */
function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id } userErrors { code field message } } }`;

/** An integrator's order (a cart by its id, no cookie) of one blind, from `client`, for `email`. */
async function order(client: string, email: string, attemptId: string = randomUUID()) {
  const headers = { 'x-forwarded-for': client };
  const created = await app.gql(
    'mutation($input: CartCreateInput!) { cartCreate(input: $input) { cart { id } userErrors { code } } }',
    { input: { lines: [{ productId: product, quantity: 1, selectedColor: 'Grijs' }] } },
    headers,
  );
  const cartId = created.data.cartCreate.cart.id as string;
  const customer = { name: 'An Peeters', email, phone: '', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' };
  const input = { attemptId, cartId, customer, paymentMethod: 'BANCONTACT', acceptNoWithdrawal: true };
  const placed = (await app.gql(PLACE, { input }, headers)).data.orderPlace as { order: { id: string } | null; userErrors: { code: string; message: string }[] };
  return { ...placed, again: async () => (await app.gql(PLACE, { input }, headers)).data.orderPlace as typeof placed, cartId };
}

const mails = (mailbox: string) =>
  app.ds.query(`SELECT template, recipient, status, last_error FROM outbox_mail WHERE mailbox = $1 ORDER BY id`, [mailbox]) as Promise<
    { template: string; recipient: string; status: string; last_error: string | null }[]
  >;

describe('orders from one client address', () => {
  it(`are at most ${GUARDRAILS.checkout.ordersPerClientPerHour} an hour; a retry of a placed attempt still answers its order, another address orders on`, async () => {
    const client = newClient();
    const limit = GUARDRAILS.checkout.ordersPerClientPerHour;
    const placed = [];
    for (let i = 0; i < limit; i++) placed.push(await order(client, `klant${i}@voorbeeld.be`));
    expect(placed.map((p) => p.userErrors)).toEqual(placed.map(() => []));

    const [{ before }] = await app.ds.query('SELECT count(*)::int AS before FROM customer_order');
    const refused = await order(client, 'nog-een@voorbeeld.be');
    expect(refused.order).toBeNull();
    expect(refused.userErrors).toEqual([
      {
        code: 'RATE_LIMITED',
        field: null,
        message: expect.stringMatching(/^Vanaf jouw internetverbinding zijn het afgelopen uur al veel bestellingen geplaatst\. Er is niets besteld; probeer het over \d+ minuten? opnieuw/),
      },
    ]);
    const [{ after }] = await app.ds.query('SELECT count(*)::int AS after FROM customer_order');
    expect(after).toBe(before);
    expect(await mails('nog-een@voorbeeld.be')).toEqual([]);

    // The shopper whose answer got lost sends the same attempt again: their order, not a refusal.
    expect((await placed.at(-1)!.again()).order?.id).toBe(placed.at(-1)!.order!.id);
    expect((await order(newClient(), 'elders@voorbeeld.be')).userErrors).toEqual([]);
  });

  it('counts only orders placed: an attempt refused (an empty cart) gives its point back', async () => {
    const client = newClient();
    const headers = { 'x-forwarded-for': client };
    const customer = { name: 'An Peeters', email: 'leeg@voorbeeld.be', phone: '', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' };
    for (let i = 0; i < GUARDRAILS.checkout.ordersPerClientPerHour + 2; i++) {
      const created = await app.gql('mutation { cartCreate { cart { id } } }', {}, headers);
      const input = { attemptId: randomUUID(), cartId: created.data.cartCreate.cart.id, customer, paymentMethod: 'BANCONTACT', acceptNoWithdrawal: true };
      const refused = (await app.gql(PLACE, { input }, headers)).data.orderPlace;
      expect(refused.userErrors.map((e: { code: string }) => e.code)).toEqual(['CART_EMPTY']);
    }
    expect((await order(client, 'telt@voorbeeld.be')).userErrors).toEqual([]);
  });
});

describe('mails to one mailbox', () => {
  const contactMail = (to: string) => contactMessageReceivedMail(Object.assign(new ContactMessage(), { name: 'X', email: to, subject: 'S', message: 'M' }));
  const write = (to: string) => app.ds.transaction((em) => app.services.outbox.enqueue(em, contactMail(to)));

  it(`are at most ${GUARDRAILS.mail.perRecipientPerHour} an hour of those a visitor can cause ("+tag" and case ignored); the next is suppressed, its order stands`, async () => {
    const { perRecipientPerHour: perHour } = GUARDRAILS.mail;
    for (let i = 0; i < perHour; i++) await write(i % 2 ? `Vol+${i}@Voorbeeld.be` : 'vol@voorbeeld.be');

    // An order to that mailbox is placed as any other, and its confirmation page answers; its mail is held back.
    const placed = await order(newClient(), 'vol+winkel@voorbeeld.be');
    expect(placed.userErrors).toEqual([]);
    const confirmation = await app.gql('query($id: ID!, $cartId: ID) { placedOrder(id: $id, cartId: $cartId) { id } }', { id: placed.order!.id, cartId: placed.cartId });
    expect(confirmation.data.placedOrder).toEqual({ id: placed.order!.id });
    const held = (await mails('vol@voorbeeld.be')).at(-1)!;
    expect(held).toMatchObject({ template: 'order-received', recipient: 'vol+winkel@voorbeeld.be', status: 'suppressed' });
    expect(held.last_error).toBe(
      `Niet verzonden: dit adres kreeg het afgelopen uur al ${perHour} e-mails die een bezoeker kan veroorzaken (bestelling, contactformulier, kleurstaal). Wat de e-mail meldt, staat gewoon in het beheer.`,
    );
    // Staff see it, as not sent.
    const staffView = await app.gql(`{ mails(first: 1) { nodes { template status lastError } } }`, {}, { cookie: await signInStaff(app.url, app.services) });
    expect(staffView.data.mails.nodes[0]).toEqual({ template: 'ORDER_RECEIVED', status: 'SUPPRESSED', lastError: held.last_error });

    // Money that moved is always told: the payment's mail goes, and so does a mail to another mailbox.
    await app.ds.transaction(async (em) => {
      const paid = await em.getRepository(Order).findOneOrFail({ where: { id: placed.order!.id }, relations: { items: true } });
      await app.services.outbox.enqueue(em, paymentReceivedMail(paid, null));
    });
    expect((await mails('vol@voorbeeld.be')).at(-1)).toMatchObject({ template: 'payment-received', status: 'pending' });
    await write('leeg@voorbeeld.be');
    expect(await mails('leeg@voorbeeld.be')).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it(`are at most ${GUARDRAILS.mail.perRecipientPerDay} a day, however they are spread over it`, async () => {
    const { perRecipientPerHour: perHour, perRecipientPerDay: perDay } = GUARDRAILS.mail;
    // The day's earlier mails, each batch within its hour: three hours pass after each.
    for (let written = 0; written < perDay; written += perHour) {
      for (let i = 0; i < perHour; i++) await write('dag@voorbeeld.be');
      await app.ds.query(`UPDATE outbox_mail SET created_at = created_at - interval '3 hours' WHERE mailbox = 'dag@voorbeeld.be'`);
    }
    await write('dag@voorbeeld.be');
    const written = await mails('dag@voorbeeld.be');
    expect(written.filter((m) => m.status === 'pending')).toHaveLength(perDay);
    expect(written.at(-1)).toMatchObject({ status: 'suppressed', last_error: expect.stringContaining(`de afgelopen 24 uur al ${perDay} e-mails`) });
  });

  it('counts one burst to one mailbox exactly: of 15 written at once, 10 go', async () => {
    await Promise.all(Array.from({ length: 15 }, () => write('burst@voorbeeld.be')));
    const statuses = (await mails('burst@voorbeeld.be')).map((m) => m.status);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(GUARDRAILS.mail.perRecipientPerHour);
    expect(statuses.filter((s) => s === 'suppressed')).toHaveLength(15 - GUARDRAILS.mail.perRecipientPerHour);
  });
});
