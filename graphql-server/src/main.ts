import 'reflect-metadata';
import http from 'node:http';
import { loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { seedDatabase } from './db/seed';
import { createServices } from './services';
import { createApp } from './http/app';

function log(message: string) {
  console.log(message);
}

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    log(`Geen DATABASE_URL: ingebouwde PostgreSQL starten in ${config.EMBEDDED_PG_DIR} ...`);
    embedded = await startEmbeddedPostgres(config.EMBEDDED_PG_DIR, { log });
    databaseUrl = embedded.url;
  }

  const ds = await openDatabase(databaseUrl, config.LOG_SQL);
  const seeded = await seedDatabase(ds, { sampleOrders: config.seedSampleOrders });
  if (seeded.length) log(`Voorbeelddata geladen: ${seeded.join(', ')}`);

  const services = createServices(ds);
  const first = await services.staff.ensureFirstAccount({
    email: config.STAFF_EMAIL,
    password: config.STAFF_PASSWORD,
    generate: Boolean(embedded),
  });
  if (first?.password) {
    log(`\nEerste medewerkersaccount aangemaakt (alleen nu getoond):\n  e-mail:     ${first.email}\n  wachtwoord: ${first.password}\n  aanmelden:  /admin/login\n`);
  } else if (first) {
    log(`Medewerkersaccount ${first.email} aangemaakt uit STAFF_EMAIL/STAFF_PASSWORD.`);
  }
  const { app, stop: stopApollo } = await createApp({
    services,
    webDist: config.WEB_DIST,
    production: config.NODE_ENV === 'production',
    log: (m) => console.error(m),
  });

  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log(`\nDe winkel draait op http://localhost:${port}/  (GraphQL: http://localhost:${port}/graphql)\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal} ontvangen: afsluiten ...`);
    server.close();
    server.closeAllConnections();
    await stopApollo().catch(() => undefined);
    await ds.destroy().catch(() => undefined);
    if (embedded) await embedded.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
