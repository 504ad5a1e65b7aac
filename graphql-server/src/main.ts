import 'reflect-metadata';
import v8 from 'node:v8';
import { GUARDRAILS } from './guardrails';
import { loadConfig, shopUrl } from './config';
import { openDatabase } from './db/data-source';
import { EmbeddedDatabaseInUse, EmbeddedDatabaseUnreachable, freePort, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { seedDatabase } from './db/seed';
import { createServices } from './services';
import { MailQueue } from './mail/mail-queue';
import { createMollieProvider } from './payments/mollie-provider';
import { createApp } from './http/app';
import { createHttpServer } from './http/server';
import { createLogger, describeError } from './http/logging';
import { countStatements } from './db/statement-count';
import { FolderStorage } from './product-images/media-storage';
import { S3Storage } from './product-images/s3-storage';
import { developmentTwoFactorKey } from './staff/two-factor-key';

/** What an operator reads in the terminal (the URL, the first staff password once); the log is pino's. */
function say(message: string) {
  console.log(message);
}

async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${GUARDRAILS.memory.heapGrowingPercent}`);
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    say(`Geen DATABASE_URL: ingebouwde PostgreSQL starten in ${config.EMBEDDED_PG_DIR} ...`);
    embedded = await startEmbeddedPostgres(config.EMBEDDED_PG_DIR, { log: say });
    databaseUrl = embedded.url;
  }

  const ds = await openDatabase(databaseUrl, { logger, logSql: config.LOG_SQL });
  const seeded = await seedDatabase(ds, { sampleOrders: config.seedSampleOrders });
  if (seeded.length) say(`Voorbeelddata geladen: ${seeded.join(', ')}`);

  // Production has STAFF_2FA_KEY (config.ts refuses to start without it); elsewhere a key kept in a file of this machine.
  let twoFactorKey = config.STAFF_2FA_KEY;
  if (!twoFactorKey) {
    const made = developmentTwoFactorKey(config.STAFF_2FA_KEY_FILE);
    if (made.created) say(`Geen STAFF_2FA_KEY: sleutel voor tweestapsverificatie aangemaakt in ${config.STAFF_2FA_KEY_FILE} (alleen voor ontwikkeling).`);
    twoFactorKey = made.key;
  }

  // The port is chosen before anything links to it: outside production the shop's links name it (shopUrl).
  const port = config.PORT || (await freePort());
  const services = createServices(ds, {
    shopUrl: shopUrl(config, port),
    twoFactorKey,
    writesPerMinute: config.WRITE_LIMIT_PER_MINUTE,
    contactPerClientPerHour: config.CONTACT_LIMIT_PER_CLIENT_HOUR,
    ordersPerClientPerHour: config.ORDER_LIMIT_PER_CLIENT_HOUR,
    staffReadsPerSecond: config.STAFF_READ_LIMIT_PER_SECOND,
    publicBaseUrl: config.PUBLIC_BASE_URL ?? null,
    shopInbox: config.SHOP_INBOX,
    mediaStorage: config.mediaS3 ? new S3Storage(config.mediaS3) : new FolderStorage(config.MEDIA_DIR),
    logger,
    // Mollie when its key is set; else the built-in test provider (/betalen/test/{id}), which needs no internet.
    ...(config.MOLLIE_API_KEY ? { paymentProvider: createMollieProvider({ apiKey: config.MOLLIE_API_KEY }) } : {}),
  });
  // A staff change made through any process clears the shared pages of this one (ARCHITECTURE §10).
  await services.changes.listen(databaseUrl);
  const mailQueue = await MailQueue.start(ds, services.outbox, {
    databaseUrl,
    smtpUrl: config.SMTP_URL,
    work: config.MAIL_WORKER,
    resolveAttachment: services.mailAttachments,
    logger,
  });
  if (!config.SMTP_URL && config.MAIL_WORKER) say('Geen SMTP_URL: e-mails worden niet verzonden maar bewaard; lees ze in /admin/e-mails.');
  const first = await services.staff.ensureFirstAccount({
    email: config.STAFF_EMAIL,
    password: config.STAFF_PASSWORD,
    generate: Boolean(embedded),
  });
  if (first?.password) {
    say(
      `\nEerste medewerkersaccount aangemaakt (alleen nu getoond):\n  e-mail:     ${first.email}\n  wachtwoord: ${first.password}\n  aanmelden:  /admin/login\n` +
        `  Bij de eerste aanmelding stel je tweestapsverificatie in met een authenticator-app (verplicht voor beheer).\n`,
    );
  } else if (first) {
    say(`Medewerkersaccount ${first.email} aangemaakt uit STAFF_EMAIL/STAFF_PASSWORD.`);
  }
  const { app, stop: stopApollo } = await createApp({
    services,
    webDist: config.WEB_DIST,
    ssrDist: config.WEB_SSR_DIST,
    logger,
    trustProxy: config.TRUST_PROXY,
    introspection: config.GRAPHQL_INTROSPECTION,
    exposeErrors: config.EXPOSE_ERRORS,
  });

  const server = createHttpServer(countStatements(app));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.HOST, resolve);
  });
  const url = `http://localhost:${port}/`;
  embedded?.announce(url);
  say(`\nDe winkel draait op ${url}  (GraphQL: ${url}graphql)\n`);

  const stopHousekeeping = config.HOUSEKEEPING
    ? services.housekeeping.schedule((report, error) => {
        if (error) logger.warn({ err: describeError(error) }, 'housekeeping failed');
        else if (report && Object.values(report).some((n) => n > 0)) logger.info({ report }, 'housekeeping');
      })
    : () => undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal} ontvangen: afsluiten ...`);
    stopHousekeeping();
    server.close();
    server.closeAllConnections();
    // Each step may take its time, but not forever: a step that hangs is named in the log and skipped.
    const step = async (name: string, work: () => Promise<unknown>, ms: number) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
      const outcome = await Promise.race([work().catch(() => undefined), late]);
      clearTimeout(timer);
      if (outcome === 'late') logger.warn({ step: name, ms }, 'shutdown step did not finish in time');
    };
    await step('graphql', () => stopApollo(), 5_000);
    await step('mail queue', () => mailQueue.stop(), 20_000);
    await step('change listener', () => services.changes.stop(), 5_000);
    await step('database', () => ds.destroy(), 5_000);
    if (embedded) await step('embedded database', () => embedded.stop(), 20_000);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EmbeddedDatabaseInUse || error instanceof EmbeddedDatabaseUnreachable) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
