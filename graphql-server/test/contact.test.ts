import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ asStaff: true });
});
afterAll(async () => {
  await app?.close();
});

const CREATE = `mutation($input: ContactMessageInput!) {
  contactMessageCreate(input: $input) { contactMessage { id createdAt } userErrors { code field message } }
}`;

const valid = {
  name: 'An Peeters',
  email: 'an.peeters@example.be',
  phone: '+32 470 12 34 56',
  subject: 'Advies aan huis',
  message: 'Goedemiddag,\nKunnen jullie langskomen om drie ramen op te meten?',
};

async function rowCount(): Promise<number> {
  const [{ count }] = await app.ds.query('SELECT count(*)::int AS count FROM contact_message');
  return count;
}

async function send(input: Record<string, unknown>) {
  const res = await app.gql(CREATE, { input });
  expect(res.errors).toBeUndefined();
  return res.data.contactMessageCreate as { contactMessage: { id: string; createdAt: string } | null; userErrors: any[] };
}

describe('contactMessageCreate stores a message sent through the contact form', () => {
  it('stores the trimmed message and answers its id and time', async () => {
    const before = await rowCount();
    const payload = await send({ ...valid, name: '  An Peeters  ', subject: ' Advies aan huis ' });
    expect(payload.userErrors).toEqual([]);
    expect(payload.contactMessage?.id).toMatch(/^\d+$/);
    expect(new Date(payload.contactMessage!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await rowCount()).toBe(before + 1);
    const rows = await app.ds.query('SELECT name, email, phone, subject, message, handled FROM contact_message WHERE id = $1', [
      Number(payload.contactMessage!.id),
    ]);
    expect(rows).toEqual([{ ...valid, handled: false }]);
  });

  it('accepts a message without a phone number and stores null for it', async () => {
    const payload = await send({ ...valid, phone: '   ' });
    expect(payload.userErrors).toEqual([]);
    const [row] = await app.ds.query('SELECT phone FROM contact_message WHERE id = $1', [Number(payload.contactMessage!.id)]);
    expect(row.phone).toBeNull();
    const withoutField = await send({ name: valid.name, email: valid.email, subject: valid.subject, message: valid.message });
    expect(withoutField.userErrors).toEqual([]);
  });

  it('shows the stored message to staff, newest first', async () => {
    const payload = await send({ ...valid, subject: 'Nieuwste vraag' });
    const { data, errors } = await app.gql(`{ contactMessages(first: 1) { nodes { id subject email handled } } }`);
    expect(errors).toBeUndefined();
    expect(data.contactMessages.nodes).toEqual([{ id: payload.contactMessage!.id, subject: 'Nieuwste vraag', email: valid.email, handled: false }]);
  });
});

describe('contactMessageCreate rejects bad input with Dutch user errors and writes nothing', () => {
  const cases: [string, Record<string, unknown>, { code: string; field: string[]; message: RegExp }][] = [
    ['a missing name', { name: '' }, { code: 'REQUIRED', field: ['input', 'name'], message: /^Vul je naam in\.$/ }],
    ['a whitespace-only e-mail', { email: '   ' }, { code: 'REQUIRED', field: ['input', 'email'], message: /^Vul je e-mailadres in\.$/ }],
    ['an e-mail without @', { email: 'an.peeters.example.be' }, { code: 'INVALID_EMAIL', field: ['input', 'email'], message: /geldig e-mailadres/ }],
    ['an e-mail without a domain dot', { email: 'an@localhost' }, { code: 'INVALID_EMAIL', field: ['input', 'email'], message: /geldig e-mailadres/ }],
    ['a missing subject', { subject: '\n\t' }, { code: 'REQUIRED', field: ['input', 'subject'], message: /^Vul een onderwerp in\.$/ }],
    ['a missing message', { message: '' }, { code: 'REQUIRED', field: ['input', 'message'], message: /^Schrijf je bericht\.$/ }],
    ['letters for a phone number', { phone: 'bel me maar' }, { code: 'INVALID_PHONE', field: ['input', 'phone'], message: /geldig telefoonnummer/ }],
    ['a line break in the subject', { subject: 'Vraag\r\nBcc: x@y.be' }, { code: 'INVALID', field: ['input', 'subject'], message: /ongeldige tekens/ }],
    ['an oversized name', { name: 'a'.repeat(121) }, { code: 'TOO_LONG', field: ['input', 'name'], message: /^Naam mag maximaal 120 tekens bevatten\.$/ }],
    ['an oversized e-mail', { email: `${'a'.repeat(250)}@x.be` }, { code: 'TOO_LONG', field: ['input', 'email'], message: /maximaal 254 tekens/ }],
    ['an oversized subject', { subject: 'o'.repeat(201) }, { code: 'TOO_LONG', field: ['input', 'subject'], message: /maximaal 200 tekens/ }],
    ['an oversized message', { message: 'm'.repeat(5001) }, { code: 'TOO_LONG', field: ['input', 'message'], message: /^Bericht mag maximaal 5000 tekens bevatten\.$/ }],
  ];

  it.each(cases)('rejects %s', async (_name, change, expected) => {
    const before = await rowCount();
    const payload = await send({ ...valid, ...change });
    expect(payload.contactMessage).toBeNull();
    expect(payload.userErrors).toHaveLength(1);
    expect(payload.userErrors[0]).toMatchObject({ code: expected.code, field: expected.field });
    expect(payload.userErrors[0].message).toMatch(expected.message);
    expect(await rowCount()).toBe(before);
  });

  it('names every missing required field at once', async () => {
    const before = await rowCount();
    const payload = await send({ name: '', email: '', subject: '', message: '' });
    expect(payload.userErrors.map((e) => [e.code, e.field])).toEqual([
      ['REQUIRED', ['input', 'name']],
      ['REQUIRED', ['input', 'email']],
      ['REQUIRED', ['input', 'subject']],
      ['REQUIRED', ['input', 'message']],
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('accepts a message of exactly the maximum length', async () => {
    const payload = await send({ ...valid, message: 'm'.repeat(5000) });
    expect(payload.userErrors).toEqual([]);
  });

  it('refuses a request body far beyond any form with HTTP 413 and stores nothing', async () => {
    const before = await rowCount();
    const res = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CREATE, variables: { input: { ...valid, message: 'm'.repeat(200_000) } } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect(await rowCount()).toBe(before);
  });

  it('answers a missing required argument as a GraphQL validation error, not a stored row', async () => {
    const before = await rowCount();
    const res = await app.gql(CREATE, { input: { name: 'An' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rowCount()).toBe(before);
  });
});

describe('a flood from one address', () => {
  it('accepts five messages an hour from one e-mail address and refuses the sixth, storing nothing', async () => {
    const email = 'veel.vragen@example.nl';
    const message = { name: 'Veel Vragen', email, subject: 'Vraag', message: 'Nog een vraag over mijn rolgordijn.' };
    const count = async () => (await app.ds.query('SELECT count(*)::int AS n FROM contact_message WHERE email = $1', [email]))[0].n;
    const create = (input: typeof message) =>
      app.gql(`mutation($i: ContactMessageInput!) { contactMessageCreate(input: $i) { contactMessage { id } userErrors { code message } } }`, { i: input });
    for (let i = 0; i < 5; i++) expect((await create(message)).data.contactMessageCreate.userErrors).toEqual([]);
    const refused = await create({ ...message, email: email.toUpperCase() });
    expect(refused.data.contactMessageCreate).toEqual({
      contactMessage: null,
      userErrors: [{ code: 'RATE_LIMITED', message: expect.stringMatching(/meerdere berichten van dit e-mailadres/) }],
    });
    expect(await count()).toBe(5);
  });
});
