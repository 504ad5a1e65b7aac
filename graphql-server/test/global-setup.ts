import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/data-source';
import { seedDatabase } from '../src/db/seed';
import { adminQuery, findServer, TEMPLATE_DB, withDatabase } from './pg';
import { findS3Server, type S3Server } from './s3';

/** Once per run: a template database, migrated and seeded, that every test file clones; an S3 server for the pictures. */
export default async function setup(project: TestProject) {
  const s3 = await findS3Server();
  project.provide('s3', s3.server);
  const { adminUrl, embedded } = await findServer();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await adminQuery(adminUrl, `CREATE DATABASE ${TEMPLATE_DB}`);
  const ds = await openDatabase(withDatabase(adminUrl, TEMPLATE_DB));
  await seedDatabase(ds, { sampleOrders: true });
  await ds.destroy();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`).catch(() => undefined);
    await embedded?.stop();
    await s3.stop?.();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    s3: S3Server;
  }
}
