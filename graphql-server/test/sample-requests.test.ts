/**
 * Colour sample requests (SPEC §2 Authentics page, "Gratis kleurstaal aanvragen"): a valid request is stored
 * with the catalogue's spelling of the color, bad input is refused field by field and stores nothing, a flood
 * is refused per e-mail address and per client address, and staff list them newest first and mark them handled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let authentics: string;
beforeAll(async () => {
  app = await startTestApp({ asStaff: true });
  authentics = await app.productId('rolgordijn-authentics-offwhite');
});
afterAll(async () => {
  await app?.close();
});

const FIELDS = 'id productId color name address email createdAt handledAt';
const CREATE = `mutation($input: SampleRequestInput!) {
  sampleRequestCreate(input: $input) { sampleRequest { ${FIELDS} } userErrors { code field message } }
}`;
const LIST = `query($first: Int, $after: String) {
  sampleRequests(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id email } } }
}`;
const MARK = `mutation($id: ID!) { sampleRequestMarkHandled(id: $id) { sampleRequest { id handledAt } userErrors { code field message } } }`;

interface Payload {
  sampleRequest: Record<string, string | null> | null;
  userErrors: { code: string; field: string[] | null; message: string }[];
}

const valid = () => ({
  productId: authentics,
  color: 'Grijs',
  name: 'An Peeters',
  address: 'Kouter 12\n9000 Gent',
  email: 'an.peeters@example.be',
});

let clients = 0;
/** A client address of its own (the app trusts the loopback proxy), so each test has the client limit to itself. */
function newClient(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}

async function send(input: Record<string, unknown>, client = newClient()): Promise<Payload> {
  const res = await app.gql(CREATE, { input }, { 'x-forwarded-for': client });
  expect(res.errors).toBeUndefined();
  return res.data.sampleRequestCreate as Payload;
}

async function rowCount(): Promise<number> {
  const [{ count }] = await app.ds.query('SELECT count(*)::int AS count FROM sample_request');
  return count;
}

/** A request without the staff cookie. */
async function anonymous(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: any[] };
}

describe('sampleRequestCreate stores a colour sample request', () => {
  it('stores the trimmed request with the catalogue\'s spelling of the colour and answers it', async () => {
    const before = await rowCount();
    const payload = await send({ ...valid(), color: '  gRIJS ', name: '  An Peeters ', address: '\n Kouter 12\n9000 Gent  ' });
    expect(payload.userErrors).toEqual([]);
    expect(payload.sampleRequest).toMatchObject({ productId: authentics, color: 'Grijs', name: 'An Peeters', handledAt: null });
    expect(payload.sampleRequest!.id).toMatch(/^\d+$/);
    expect(new Date(payload.sampleRequest!.createdAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await rowCount()).toBe(before + 1);
    const rows = await app.ds.query('SELECT product_id, color, name, address, email, handled_at FROM sample_request WHERE id = $1', [
      Number(payload.sampleRequest!.id),
    ]);
    expect(rows).toEqual([
      { product_id: Number(authentics), color: 'Grijs', name: 'An Peeters', address: 'Kouter 12\n9000 Gent', email: 'an.peeters@example.be', handled_at: null },
    ]);
  });

  it('takes a request without a product, keeping the colour as typed', async () => {
    const { productId: _productId, ...withoutProduct } = valid();
    const payload = await send({ ...withoutProduct, color: 'Antraciet' });
    expect(payload.userErrors).toEqual([]);
    const [row] = await app.ds.query('SELECT product_id, color FROM sample_request WHERE id = $1', [Number(payload.sampleRequest!.id)]);
    expect(row).toEqual({ product_id: null, color: 'Antraciet' });
    expect((await send({ ...valid(), productId: '  ', email: 'leeg.product@example.be' })).userErrors).toEqual([]);
  });

  it('keeps the request when its product is removed', async () => {
    const product = await app.productId('screen-grey-roller-blind');
    const payload = await send({ ...valid(), productId: product, email: 'verwijderd@example.be' });
    expect(payload.userErrors).toEqual([]);
    await app.ds.query('DELETE FROM product WHERE id = $1', [Number(product)]);
    const [row] = await app.ds.query('SELECT product_id, color FROM sample_request WHERE id = $1', [Number(payload.sampleRequest!.id)]);
    expect(row).toEqual({ product_id: null, color: 'Grijs' });
  });
});

describe('sampleRequestCreate refuses bad input with Dutch user errors and stores nothing', () => {
  const cases: [string, Record<string, unknown>, { code: string; field: string[]; message: RegExp }][] = [
    ['a missing name', { name: '' }, { code: 'REQUIRED', field: ['input', 'name'], message: /^Vul je naam in\.$/ }],
    ['a whitespace-only address', { address: ' \n\t ' }, { code: 'REQUIRED', field: ['input', 'address'], message: /^Vul je adres in\.$/ }],
    ['a missing e-mail', { email: '   ' }, { code: 'REQUIRED', field: ['input', 'email'], message: /^Vul je e-mailadres in\.$/ }],
    ['a missing color', { color: '' }, { code: 'REQUIRED', field: ['input', 'color'], message: /^Kies een kleur\.$/ }],
    ['an e-mail without @', { email: 'an.peeters.example.be' }, { code: 'INVALID_EMAIL', field: ['input', 'email'], message: /geldig e-mailadres/ }],
    ['an e-mail without a domain dot', { email: 'an@localhost' }, { code: 'INVALID_EMAIL', field: ['input', 'email'], message: /geldig e-mailadres/ }],
    ['a line break in the name', { name: 'An\nBcc: x@y.be' }, { code: 'INVALID', field: ['input', 'name'], message: /^Naam bevat ongeldige tekens\.$/ }],
    ['a control character in the address', { address: 'Kouter 12\u0007' }, { code: 'INVALID', field: ['input', 'address'], message: /ongeldige tekens/ }],
    ['an oversized name', { name: 'a'.repeat(101) }, { code: 'TOO_LONG', field: ['input', 'name'], message: /^Naam mag maximaal 100 tekens bevatten\.$/ }],
    ['an oversized address', { address: 'a'.repeat(301) }, { code: 'TOO_LONG', field: ['input', 'address'], message: /^Adres mag maximaal 300 tekens bevatten\.$/ }],
    ['an oversized e-mail', { email: `${'a'.repeat(250)}@x.be` }, { code: 'TOO_LONG', field: ['input', 'email'], message: /maximaal 254 tekens/ }],
    ['an oversized color', { color: 'g'.repeat(51) }, { code: 'TOO_LONG', field: ['input', 'color'], message: /^Kleur mag maximaal 50 tekens bevatten\.$/ }],
    ['an unknown product', { productId: '999999' }, { code: 'UNKNOWN_PRODUCT', field: ['input', 'productId'], message: /bestaat niet/ }],
    ['a malformed product id', { productId: 'authentics; DROP TABLE x' }, { code: 'UNKNOWN_PRODUCT', field: ['input', 'productId'], message: /bestaat niet/ }],
    ['a colour the catalogue does not know', { color: 'Paars' }, { code: 'INVALID_CHOICE', field: ['input', 'color'], message: /kies uit Off White, Grijs, Beige, Zwart\.$/ }],
    ['a colour of another product', { color: 'Wit' }, { code: 'INVALID_CHOICE', field: ['input', 'color'], message: /bestaat niet voor dit product/ }],
  ];

  it.each(cases)('refuses %s', async (_name, change, expected) => {
    const before = await rowCount();
    const payload = await send({ ...valid(), ...change });
    expect(payload.sampleRequest).toBeNull();
    expect(payload.userErrors).toHaveLength(1);
    expect(payload.userErrors[0]).toMatchObject({ code: expected.code, field: expected.field });
    expect(payload.userErrors[0]!.message).toMatch(expected.message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a product that is not published', async () => {
    const hidden = await app.productId('blackout-grey-roller-blind');
    await app.ds.query('UPDATE product SET is_published = false WHERE id = $1', [Number(hidden)]);
    const before = await rowCount();
    const payload = await send({ ...valid(), productId: hidden });
    expect(payload).toEqual({ sampleRequest: null, userErrors: [expect.objectContaining({ code: 'UNKNOWN_PRODUCT', field: ['input', 'productId'] })] });
    expect(await rowCount()).toBe(before);
  });

  it('names every problem at once, in the order of the form', async () => {
    const before = await rowCount();
    const payload = await send({ productId: '999999', color: '', name: '', address: '', email: 'geen-adres' });
    expect(payload.userErrors.map((e) => [e.code, e.field])).toEqual([
      ['UNKNOWN_PRODUCT', ['input', 'productId']],
      ['REQUIRED', ['input', 'color']],
      ['REQUIRED', ['input', 'name']],
      ['REQUIRED', ['input', 'address']],
      ['INVALID_EMAIL', ['input', 'email']],
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('accepts every field at exactly its maximum length', async () => {
    const payload = await send({ productId: null, color: 'k'.repeat(50), name: 'n'.repeat(100), address: 'a'.repeat(300), email: `${'e'.repeat(245)}@voorb.be` });
    expect(payload.userErrors).toEqual([]);
  });
});

describe('a flood of sample requests', () => {
  it('stores exactly three of six parallel requests for one e-mail address, and refuses the rest', async () => {
    const email = 'veel.stalen@example.be';
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send({ ...valid(), email: i % 2 ? email.toUpperCase() : email }, client)),
    );
    expect(answers.filter((a) => a.userErrors.length === 0)).toHaveLength(3);
    const refused = answers.filter((a) => a.userErrors.length > 0);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer).toEqual({
        sampleRequest: null,
        userErrors: [{ code: 'RATE_LIMITED', field: null, message: expect.stringMatching(/al enkele aanvragen voor een kleurstaal/) }],
      });
    }
    const [{ n }] = await app.ds.query('SELECT count(*)::int AS n FROM sample_request WHERE lower(email) = $1', [email]);
    expect(n).toBe(3);
    // Another address from the same client is still welcome.
    expect((await send({ ...valid(), email: 'iemand.anders@example.be' }, client)).userErrors).toEqual([]);
  });

  it('stores at most ten an hour from one client address, whatever the e-mail addresses', async () => {
    const client = newClient();
    const before = await rowCount();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => send({ ...valid(), email: `klant${i}@example.be` }, client)));
    expect(answers.filter((a) => a.userErrors.length === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.userErrors[0]?.code === 'RATE_LIMITED')).toHaveLength(4);
    expect(await rowCount()).toBe(before + 10);
    // Another client address is not held back by it.
    expect((await send({ ...valid(), email: 'klant99@example.be' })).userErrors).toEqual([]);
  });
});

describe('sampleRequests: the staff list', () => {
  it('needs a staff session', async () => {
    const { data, errors } = await anonymous(LIST, { first: 5 });
    expect(data ?? null).toBeNull();
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('pages through every request newest first', async () => {
    const client = newClient();
    const created: string[] = [];
    for (const name of ['eerste', 'tweede', 'derde']) {
      const payload = await send({ ...valid(), email: `${name}@example.be` }, client);
      created.push(payload.sampleRequest!.id!);
    }
    const expected: { id: number }[] = await app.ds.query('SELECT id FROM sample_request ORDER BY created_at DESC, id DESC');
    const first = await app.gql(LIST, { first: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data.sampleRequests.totalCount).toBe(expected.length);
    expect(first.data.sampleRequests.edges.map((e: any) => e.node.id)).toEqual([created[2], created[1]]);
    expect(first.data.sampleRequests.edges[0].node.email).toBe('derde@example.be');

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page++) {
      const { data, errors }: { data?: any; errors?: any[] } = await app.gql(LIST, { first: 2, after });
      expect(errors).toBeUndefined();
      seen.push(...data.sampleRequests.edges.map((e: any) => e.node.id));
      if (!data.sampleRequests.pageInfo.hasNextPage) break;
      after = data.sampleRequests.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected.map((r) => String(r.id)));
  });
});

describe('sampleRequestMarkHandled', () => {
  it('marks a request handled once, keeping the first time when marked again', async () => {
    const { sampleRequest } = await send({ ...valid(), email: 'afhandelen@example.be' });
    const id = sampleRequest!.id!;
    const marked = await app.gql(MARK, { id });
    expect(marked.errors).toBeUndefined();
    expect(marked.data.sampleRequestMarkHandled.userErrors).toEqual([]);
    const handledAt = marked.data.sampleRequestMarkHandled.sampleRequest.handledAt as string;
    expect(new Date(handledAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await app.ds.query('SELECT handled_at FROM sample_request WHERE id = $1', [Number(id)]);
    expect((row.handled_at as Date).toISOString()).toBe(new Date(handledAt).toISOString());
    const again = await app.gql(MARK, { id });
    expect(again.data.sampleRequestMarkHandled).toEqual({ sampleRequest: { id, handledAt }, userErrors: [] });
  });

  it.each(['999999', 'abc', '1.5', ' '])('answers NOT_FOUND for the id %j, never a fault', async (id) => {
    const { data, errors } = await app.gql(MARK, { id });
    expect(errors).toBeUndefined();
    expect(data.sampleRequestMarkHandled).toEqual({
      sampleRequest: null,
      userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: 'Deze kleurstaalaanvraag bestaat niet.' }],
    });
  });

  it('needs a staff session and changes nothing without one', async () => {
    const { sampleRequest } = await send({ ...valid(), email: 'zonder.sessie@example.be' });
    const { data, errors } = await anonymous(MARK, { id: sampleRequest!.id });
    expect(data ?? null).toBeNull();
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const [row] = await app.ds.query('SELECT handled_at FROM sample_request WHERE id = $1', [Number(sampleRequest!.id)]);
    expect(row.handled_at).toBeNull();
  });
});
