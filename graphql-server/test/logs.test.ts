/**
 * Structured logs: one line per request with its id, method, path, status and duration; customer names,
 * e-mail addresses, phone numbers, street addresses, passwords and tokens never appear, not even through SQL
 * logging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/http/logging';
import { startTestApp, TEST_STAFF, type TestApp } from './harness';
import { visitor } from './visitor';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
  app = await startTestApp({ logger, logSql: true });
});
afterAll(async () => {
  await app?.close();
});

const customer = {
  name: 'Jozefien Vandenbroucke',
  email: 'jozefien.vandenbroucke@example.be',
  phone: '+32 478 55 66 77',
  subject: 'Levering Kortrijksesteenweg 1021',
  message: 'Mijn adres is Kortrijksesteenweg 1021, 9051 Gent. Bel me op +32 478 55 66 77.',
};

describe('logs', () => {
  it('write a line for a contact message with id, method, path, status, duration and operation, and none of its personal data', async () => {
    lines.length = 0;
    const res = await fetch(`${app.url}/graphql?ref=${encodeURIComponent(customer.email)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'log-test-1', cookie: 'lumina_cart=een-geheim-token' },
      body: JSON.stringify({
        operationName: 'ContactMessageCreate',
        query: 'mutation ContactMessageCreate($i: ContactMessageInput!) { contactMessageCreate(input: $i) { contactMessage { id } userErrors { code } } }',
        variables: { i: customer },
      }),
    });
    expect(res.status).toBe(200);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
    const line = entries.find((e) => e.req?.id === 'log-test-1');
    expect(line).toMatchObject({
      level: 'info',
      req: { id: 'log-test-1', method: 'POST', path: '/graphql' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      operation: 'ContactMessageCreate',
    });
    const all = lines.join('\n');
    // SQL logging is on: the statement is there, its parameters are not.
    expect(entries.some((e) => e.component === 'database' && /INSERT INTO "contact_message"/.test(e.sql))).toBe(true);
    for (const secret of [customer.name, customer.email, customer.phone, '478 55 66 77', 'Kortrijksesteenweg', 'een-geheim-token', 'Jozefien']) {
      expect(all).not.toContain(secret);
    }
  });

  it('never write a password or a session token, and no SQL parameters', async () => {
    lines.length = 0;
    await app.services.staff.createUser(TEST_STAFF.email, 'Medewerker', TEST_STAFF.password);
    const staff = visitor(app);
    await staff.gql('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { userErrors { code } } }', { i: TEST_STAFF });
    const token = staff.jar.get('lumina_staff')!;
    expect(token).toBeTruthy();
    await staff.fetch('/api/orders');
    const all = lines.join('\n');
    expect(all).not.toContain(TEST_STAFF.password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(TEST_STAFF.email);
    expect(all).toMatch(/staff_session/);
  });

  it('log a fault with its request id, and scrub personal data from its message', async () => {
    lines.length = 0;
    await app.ds.query('ALTER TABLE product RENAME TO product_weg');
    try {
      await fetch(`${app.url}/api/products?search=${encodeURIComponent('jan.peeters@example.be')}`, { headers: { 'x-request-id': 'fout-1' } });
    } finally {
      await app.ds.query('ALTER TABLE product_weg RENAME TO product');
    }
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>);
    const fault = entries.find((e) => e.msg === 'request fault');
    expect(fault).toMatchObject({ level: 'error', requestId: 'fout-1', err: { message: expect.stringMatching(/product/) } });
    expect(lines.join('\n')).not.toContain('jan.peeters@example.be');
  });
});
