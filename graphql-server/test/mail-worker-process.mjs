// A mail worker in a process of its own, with the built server's own code (graphql-server/dist, which npm test
// builds first): its data source and MailQueue, sending through the given SMTP server, with short timings so a
// test can kill it and see its jobs (and the lease on the mail it was sending) taken over within seconds. Prints
// "ready" once it works; SIGTERM stops it. Used by mail.test.ts.
//
//   node mail-worker-process.mjs <database url> <smtp url>
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { createDataSource } = require('../dist/db/data-source.js');
const { createLogger } = require('../dist/http/logging.js');
const { MailQueue } = require('../dist/mail/mail-queue.js');
const { Outbox } = require('../dist/mail/outbox.js');

const [databaseUrl, smtpUrl] = process.argv.slice(2);
const ds = createDataSource(databaseUrl);
await ds.initialize();
const queue = await MailQueue.start(ds, new Outbox(ds), {
  databaseUrl,
  smtpUrl,
  work: true,
  resolveAttachment: async () => {
    throw new Error('no attachments in this test');
  },
  logger: createLogger({ level: 'silent' }),
  timing: { batchSize: 5, pollingIntervalSeconds: 0.5, expireInSeconds: 3, leaseSeconds: 2, maintenanceIntervalSeconds: 1, retryDelaySeconds: 1, sweepIntervalSeconds: 5 },
});
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void queue
    .stop(5)
    .then(() => ds.destroy())
    .finally(() => process.exit(0));
});
