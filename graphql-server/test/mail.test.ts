/**
 * Mails, sent reliably (issue 19): the outbox is written in the event's transaction and its job queued on
 * commit; pg-boss sends each mail once through SMTP (a local sink here, smtp-sink.ts), retries a refusal with
 * backoff, and a worker killed mid-batch leaves every mail sent — each once, except the one that was in flight,
 * sent again with the same Message-ID. A mail is sent on a lease, with no transaction open and no row locked
 * while the SMTP server is talked to; a dead sender's lease runs out and the mail is taken again. Without an SMTP
 * server mails are kept, and staff read them rendered.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { contactMessageReceivedMail, paymentReceivedMail } from '../src/mail/builders';
import { Order } from '../src/orders/order.entity';
import { Outbox } from '../src/mail/outbox';
import { MailBusy, MailSender } from '../src/mail/sender';
import { startTestApp, type TestApp } from './harness';
import { bodyText, startSmtpSink, type Answer, type SinkMessage, type SmtpSink } from './smtp-sink';

async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A contact-message mail to `to` (the draft the contact form writes). */
function contactMail(to: string, subject = 'Vraag over montage') {
  return contactMessageReceivedMail(Object.assign(new ContactMessage(), { name: 'An Peeters', email: to, subject, message: 'Kan ik zelf monteren?' }));
}

interface Row {
  id: number;
  recipient: string;
  subject: string;
  message_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

async function mailsTo(app: TestApp, to: string): Promise<Row[]> {
  return app.ds.query('SELECT id, recipient, subject, message_id, status, attempts, last_error, sent_at FROM outbox_mail WHERE recipient = $1 ORDER BY id', [to]);
}

const FAST = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 2, expireInSeconds: 30, leaseSeconds: 20, maintenanceIntervalSeconds: 1, sweepIntervalSeconds: 3600 };

describe('the outbox and its queue, with an SMTP server', () => {
  let app: TestApp;
  let sink: SmtpSink;
  /** How the sink answers the mails to an address, attempt by attempt (then 'accept'); a promise: when it comes. */
  const answers = new Map<string, (Answer | Promise<Answer>)[]>();

  beforeAll(async () => {
    sink = await startSmtpSink((message) => answers.get(message.to[0]!)?.shift() ?? 'accept');
    // No sweep while the tests run (the sweep runs at start and then hourly): a mail arrives only if its job
    // was queued when its transaction committed.
    app = await startTestApp({ mail: { smtpUrl: sink.url, timing: FAST } });
    unqueued = new Outbox(app.ds);
    smtp = nodemailer.createTransport({ url: sink.url });
  });
  afterAll(async () => {
    smtp?.close();
    await app?.close();
    await sink?.close();
  });

  /** An outbox with no queue connected: its mails are committed but no job is queued for them. */
  let unqueued: Outbox;
  /** The SMTP transport of the tests' own senders. */
  let smtp: Transporter;

  const receivedBy = (to: string): SinkMessage[] => sink.received.filter((m) => m.to.includes(to));

  /** A mail to `to` with no job (the queue leaves it alone), for the test's own senders; its id. */
  async function unqueuedMail(to: string): Promise<number> {
    await app.ds.transaction((em) => unqueued.enqueue(em, contactMail(to)));
    return (await mailsTo(app, to))[0]!.id;
  }

  /** A sender as a worker has one, on the test's database and SMTP sink. */
  const sender = (transport: Transporter = smtp) =>
    new MailSender(app.ds, { transport, resolveAttachment: app.services.mailAttachments, leaseSeconds: 60 });

  /** A mail being sent by a sender of its own: the SMTP server has it and holds its answer until `answer`. */
  async function sendHeld(to: string) {
    const id = await unqueuedMail(to);
    let answer!: (answer: Answer) => void;
    answers.set(to, [new Promise<Answer>((resolve) => (answer = resolve))]);
    const sending = sender().deliver(id, { lastAttempt: false });
    await until('the SMTP server has the mail', () => receivedBy(to).length === 1);
    return { id, sending, answer };
  }

  it('never sends a mail written in a transaction that rolls back, and queues no job for it', async () => {
    await expect(
      app.ds.transaction(async (em) => {
        await app.services.outbox.enqueue(em, contactMail('teruggedraaid@example.be'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    // A mail committed after it arrives: the queue has run past the rolled-back one.
    await app.ds.transaction((em) => app.services.outbox.enqueue(em, contactMail('daarna@example.be')));
    await until('the later mail arrived', () => receivedBy('daarna@example.be').length > 0);
    await app.mailQueue!.sweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(receivedBy('teruggedraaid@example.be')).toEqual([]);
    expect(await mailsTo(app, 'teruggedraaid@example.be')).toEqual([]);
    const [{ orphans }] = await app.ds.query(
      `SELECT count(*)::int AS orphans FROM pgboss.job j WHERE j.name = 'mail' AND NOT EXISTS (SELECT 1 FROM outbox_mail m WHERE m.job_id = j.id)`,
    );
    expect(orphans).toBe(0);
  });

  it('sends the mail of a contact message once, with its stable Message-ID, and marks it sent', async () => {
    const res = await app.gql(
      `mutation($input: ContactMessageInput!) { contactMessageCreate(input: $input) { contactMessage { id } userErrors { message } } }`,
      { input: { name: 'Bram Claes', email: 'bram.claes@example.be', subject: 'Stalen', message: 'Hebben jullie grijze stalen?' } },
    );
    expect(res.data.contactMessageCreate.userErrors).toEqual([]);
    const [row] = await until('the mail was sent', async () => {
      const rows = await mailsTo(app, 'bram.claes@example.be');
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row!.subject).toBe('We hebben je bericht ontvangen');
    expect(row!.message_id).toMatch(/^<[0-9a-f-]{36}@lumina-rolgordijnen\.be>$/);
    expect(row!.attempts).toBe(1);
    expect(row!.sent_at).not.toBeNull();

    // Looked for again (a sweep, the next polls): nothing is sent twice.
    await app.mailQueue!.sweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = receivedBy('bram.claes@example.be');
    expect(received).toHaveLength(1);
    expect(received[0]!.messageId).toBe(row!.message_id);
    expect(received[0]!.from).toBe('info@lumina-rolgordijnen.be');
    const text = bodyText(received[0]!);
    expect(text).toContain('We hebben je bericht via ons contactformulier goed ontvangen');
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
  });

  it('sends the mail of a colour sample request, naming the product', async () => {
    const productId = await app.productId('rolgordijn-authentics-offwhite');
    const [{ name, color }] = await app.ds.query(`SELECT name, colors->0->>'name' AS color FROM product WHERE id = $1`, [Number(productId)]);
    const res = await app.gql(
      `mutation($input: SampleRequestInput!) { sampleRequestCreate(input: $input) { sampleRequest { id } userErrors { message } } }`,
      { input: { productId, color, name: 'Carla Smet', address: 'Veldstraat 1\n9000 Gent', email: 'carla.smet@example.be' } },
    );
    expect(res.data.sampleRequestCreate.userErrors).toEqual([]);
    await until('the sample mail was sent', () => receivedBy('carla.smet@example.be').length === 1);
    const text = bodyText(receivedBy('carla.smet@example.be')[0]!);
    expect(text).toContain(`We sturen je gratis kleurstaal ${color} van ${name} per post naar het adres dat je opgaf.`);
  });

  it('attaches the invoice PDF to the payment mail, made from its number when the mail is sent', async () => {
    const [{ id }] = await app.ds.query(`SELECT id FROM customer_order WHERE payment_status = 'paid' ORDER BY id LIMIT 1`);
    // As the payment does it: the invoice and the mail in the transaction that records the payment.
    const { number, email } = await app.ds.transaction(async (em) => {
      const invoice = await app.services.invoices.issueFor(em, id);
      if (!invoice) throw new Error(`${id}: no invoice`);
      const order = await em.getRepository(Order).findOneOrFail({ where: { id }, relations: { items: true } });
      await app.services.outbox.enqueue(em, paymentReceivedMail(order, invoice.number));
      return { number: invoice.number, email: order.customerEmail };
    });
    const mail = await until('the payment mail was sent', () => receivedBy(email).find((m) => bodyText(m).includes(`Je factuur ${number}`)));
    expect(mail.data).toMatch(new RegExp(`Content-Type: application/pdf; name="?factuur-${number}\\.pdf"?`));
    expect(mail.data).toMatch(new RegExp(`Content-Disposition: attachment; filename="?factuur-${number}\\.pdf"?`));
    // The PDF itself, base64: "%PDF-".
    expect(mail.data).toContain('JVBERi0');
  });

  it('retries a mail the SMTP server refuses for now, with backoff, until it is accepted', async () => {
    answers.set('opnieuw@example.be', ['refuse', 'refuse']);
    await app.ds.transaction((em) => app.services.outbox.enqueue(em, contactMail('opnieuw@example.be')));
    const [row] = await until('the refused mail was sent', async () => {
      const rows = await mailsTo(app, 'opnieuw@example.be');
      return rows[0]?.status === 'sent' && rows;
    });
    const received = receivedBy('opnieuw@example.be');
    expect(received.map((m) => m.answer)).toEqual(['refuse', 'refuse', 'accept']);
    // Every attempt is the same mail.
    expect(new Set(received.map((m) => m.messageId))).toEqual(new Set([row!.message_id]));
    expect(row!.attempts).toBe(3);
    expect(row!.last_error).toBeNull();
  });

  it('marks a mail failed, with the server answer, when every retry was refused', async () => {
    answers.set('weigert@example.be', ['refuse', 'refuse', 'refuse', 'refuse']);
    await app.ds.transaction((em) => app.services.outbox.enqueue(em, contactMail('weigert@example.be')));
    const [row] = await until('the mail was given up', async () => {
      const rows = await mailsTo(app, 'weigert@example.be');
      return rows[0]?.status === 'failed' && rows;
    });
    // The first attempt and two retries (retryLimit 2).
    expect(receivedBy('weigert@example.be').map((m) => m.answer)).toEqual(['refuse', 'refuse', 'refuse']);
    expect(row!.attempts).toBe(3);
    expect(row!.last_error).toContain('451');
  });

  it('queues, by its sweep, a mail written while no queue ran', async () => {
    await app.ds.transaction((em) => unqueued.enqueue(em, contactMail('vergeten@example.be')));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receivedBy('vergeten@example.be')).toEqual([]);
    await app.mailQueue!.sweep();
    await until('the swept mail was sent', () => receivedBy('vergeten@example.be').length === 1);
  });

  it('holds no transaction and no lock on the mail while the SMTP server is talked to', async () => {
    const { id, sending, answer } = await sendHeld('vastgehouden@example.be');

    // No session of the shop sits in a transaction, and none holds a lock on the outbox.
    const idle = await app.ds.query(
      `SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
    );
    expect(idle).toEqual([]);
    const locks = await app.ds.query(
      `SELECT l.pid, l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'outbox_mail' AND l.pid <> pg_backend_pid()`,
    );
    expect(locks).toEqual([]);
    // Another connection locks the mail's row at once.
    const locked = await app.ds.transaction((em) => em.query(`SELECT id FROM outbox_mail WHERE id = $1 FOR UPDATE NOWAIT`, [id]));
    expect(locked).toEqual([{ id }]);
    // Taken on a lease: sending, until a time ahead; the attempt counted.
    const [row] = await app.ds.query(`SELECT status, lease_expires_at > now() AS leased, attempts FROM outbox_mail WHERE id = $1`, [id]);
    expect(row).toEqual({ status: 'sending', leased: true, attempts: 1 });

    answer('accept');
    await expect(sending).resolves.toBe('sent');
    const [sent] = await app.ds.query(`SELECT status, lease_expires_at, attempts, sent_at IS NOT NULL AS dated FROM outbox_mail WHERE id = $1`, [id]);
    expect(sent).toEqual({ status: 'sent', lease_expires_at: null, attempts: 1, dated: true });
  });

  it('leaves a mail another sender is sending to that sender, and sends it once', async () => {
    const { id, sending, answer } = await sendHeld('tweemaal@example.be');

    // A second worker's job for the same mail, its last try even: busy, neither sent nor given up.
    await expect(sender().deliver(id, { lastAttempt: true })).rejects.toBeInstanceOf(MailBusy);
    expect((await mailsTo(app, 'tweemaal@example.be'))[0]).toMatchObject({ status: 'sending', attempts: 1, last_error: null });

    answer('accept');
    await expect(sending).resolves.toBe('sent');
    await expect(sender().deliver(id, { lastAttempt: false })).resolves.toBe('done-before');
    expect(receivedBy('tweemaal@example.be').map((m) => m.answer)).toEqual(['accept']);
    expect((await mailsTo(app, 'tweemaal@example.be'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends again, once and with its Message-ID, a mail whose sender died mid-send, when its lease ran out', async () => {
    const id = await unqueuedMail('onderbroken@example.be');
    // A sender takes the mail and is never heard of again until the test says so (as if its process died).
    let comeBack!: (error: Error) => void;
    const stuck = { sendMail: () => new Promise((_, reject) => (comeBack = reject)) } as unknown as Transporter;
    const dead = sender(stuck).deliver(id, { lastAttempt: false });
    await until('the mail is taken', async () => (await mailsTo(app, 'onderbroken@example.be'))[0]?.status === 'sending');

    // While its lease runs, no one else sends the mail.
    await expect(sender().deliver(id, { lastAttempt: false })).rejects.toBeInstanceOf(MailBusy);
    // The lease runs out (its end moved into the past rather than waited for).
    await app.ds.query(`UPDATE outbox_mail SET lease_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await expect(sender().deliver(id, { lastAttempt: false })).resolves.toBe('sent');

    const [row] = await mailsTo(app, 'onderbroken@example.be');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(receivedBy('onderbroken@example.be').map((m) => m.messageId)).toEqual([row!.message_id]);
    await expect(sender().deliver(id, { lastAttempt: false })).resolves.toBe('done-before');

    // Should the first sender come back after all and fail, the mail stays sent: its lease was no longer its own.
    comeBack(new Error('451 te laat'));
    await expect(dead).rejects.toThrow('451 te laat');
    expect((await mailsTo(app, 'onderbroken@example.be'))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(receivedBy('onderbroken@example.be')).toHaveLength(1);
  });

  it('queues again, by its sweep and with a new job, a mail whose sender died on the last try of its job', async () => {
    const id = await unqueuedMail('laatste-poging@example.be');
    const [{ job_id: oldJob }] = await app.ds.query(`SELECT job_id FROM outbox_mail WHERE id = $1`, [id]);
    // Its sender died mid-send on the job's last try: the job failed when it expired, the lease ran out after.
    await app.ds.query(`INSERT INTO pgboss.job (id, name, state, completed_on) VALUES ($1, 'mail', 'failed', now())`, [oldJob]);
    await app.ds.query(`UPDATE outbox_mail SET status = 'sending', attempts = 3, lease_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);

    await app.mailQueue!.sweep();
    const [row] = await until('the swept mail was sent', async () => {
      const rows = await mailsTo(app, 'laatste-poging@example.be');
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row!.attempts).toBe(4);
    expect(receivedBy('laatste-poging@example.be').map((m) => m.messageId)).toEqual([row!.message_id]);
    const [{ job_id: newJob }] = await app.ds.query(`SELECT job_id FROM outbox_mail WHERE id = $1`, [id]);
    expect(newJob).not.toBe(oldJob);
  });
});

describe('without an SMTP server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ asStaff: true, mail: { smtpUrl: null, timing: FAST } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps each mail rendered, and staff read it with its text version, newest first', async () => {
    await app.ds.transaction((em) => app.services.outbox.enqueue(em, contactMail('eerste@example.be', 'Eerste vraag')));
    await app.ds.transaction((em) => app.services.outbox.enqueue(em, contactMail('tweede@example.be', 'Tweede vraag')));
    await until('both mails were kept', async () => (await mailsTo(app, 'tweede@example.be'))[0]?.status === 'kept' && (await mailsTo(app, 'eerste@example.be'))[0]?.status === 'kept');

    const list = await app.gql(`{ mails(first: 2) { totalCount pageInfo { hasNextPage } edges { node { id template recipient subject status createdAt sentAt attempts } } } }`);
    expect(list.errors).toBeUndefined();
    const nodes = list.data.mails.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.recipient)).toEqual(['tweede@example.be', 'eerste@example.be']);
    expect(nodes[0]).toMatchObject({ template: 'CONTACT_MESSAGE_RECEIVED', subject: 'We hebben je bericht ontvangen', status: 'KEPT', sentAt: null, attempts: 1 });

    const one = await app.gql(`query($id: ID!) { mail(id: $id) { subject html text attachments messageId } }`, { id: nodes[0].id });
    expect(one.errors).toBeUndefined();
    expect(one.data.mail.html).toContain('<html');
    expect(one.data.mail.html).toContain('Bedankt voor je bericht');
    expect(one.data.mail.text).toContain('We hebben je bericht via ons contactformulier goed ontvangen');
    expect(one.data.mail.text).toContain('Btw-nummer BE 0123.456.789');
    expect(one.data.mail.attachments).toEqual([]);
    expect((await app.gql(`{ mail(id: "999999") { id } }`)).data.mail).toBeNull();
  });

  it('shows the outbox to staff only', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ mails(first: 1) { totalCount } }' }),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('a worker killed during a batch', () => {
  const script = path.resolve(__dirname, 'mail-worker-process.mjs');
  const dist = path.resolve(__dirname, '..', 'dist', 'mail', 'mail-queue.js');
  let app: TestApp;
  let sink: SmtpSink;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // The third message's answer is never given: that worker is killed while the mail is in flight.
    sink = await startSmtpSink((_message, index) => (index === 2 ? 'hold' : 'accept'));
    app = await startTestApp();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await app?.close();
    await sink?.close();
  });

  async function startWorker(databaseUrl: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, [script, databaseUrl, sink.url], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    await until('the worker is ready', () => {
      if (child.exitCode !== null) throw new Error(`The worker stopped: ${output}`);
      return output.includes('ready');
    });
    return child;
  }

  it('leaves every mail sent, each once except the one in flight, which is sent again with the same Message-ID', async () => {
    expect(fs.existsSync(dist), 'build the server first (npm test does)').toBe(true);
    const databaseUrl = (app.ds.options as { url: string }).url;
    const recipients = Array.from({ length: 12 }, (_, i) => `klant${i}@example.be`);
    // Written while no worker runs: the worker's first sweep queues them, five to a batch.
    await app.ds.transaction(async (em) => {
      for (const to of recipients) await app.services.outbox.enqueue(em, contactMail(to));
    });

    const first = await startWorker(databaseUrl);
    await until('the third mail is in flight', () => sink.received.length >= 3);
    const killed = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await killed;
    const inFlight = sink.received[2]!;
    expect(inFlight.answer).toBe('hold');
    expect(sink.received).toHaveLength(3);

    const second = await startWorker(databaseUrl);
    const rows = await until(
      'every mail was sent',
      async () => {
        const all: Row[] = await app.ds.query(`SELECT id, recipient, message_id, status FROM outbox_mail ORDER BY id`);
        return all.length === recipients.length && all.every((r) => r.status === 'sent') && all;
      },
      45_000,
    );
    const stopped = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGTERM');
    await stopped;

    const times = new Map<string, number>();
    for (const message of sink.received) times.set(message.messageId, (times.get(message.messageId) ?? 0) + 1);
    // Every mail arrived, to its own recipient, and nothing else did.
    expect([...times.keys()].sort()).toEqual(rows.map((r) => r.message_id).sort());
    for (const row of rows) {
      expect(sink.received.find((m) => m.messageId === row.message_id)!.to).toEqual([row.recipient]);
    }
    // Once each, but the one in flight: twice, with the same Message-ID.
    const twice = [...times].filter(([, n]) => n > 1);
    expect(twice).toEqual([[inFlight.messageId, 2]]);
    expect(sink.received).toHaveLength(recipients.length + 1);
  });
});
