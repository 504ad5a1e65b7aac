/**
 * Once per reliability run: the integration suite's seeded template database (the fuzz part clones it through
 * graphql-server/test/harness.ts), a folder for this run's figures, and a teardown that removes whatever a
 * part left behind even when it failed or its worker died: the child processes it recorded (ended by their
 * id, only when they are still this run's servers) and every database named for this run.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import integrationSetup from '../test/global-setup';
import { findRunningServer } from '../test/pg';

export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const dir = process.env.RELIABILITY_RUN_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-reliability-'));
  fs.mkdirSync(dir, { recursive: true });
  project.provide('relRunDir', dir);
  project.provide('relRunId', runId);
  const teardownIntegration = await integrationSetup(project);

  return async () => {
    const pidsFile = path.join(dir, 'children.txt');
    const pids = fs.existsSync(pidsFile) ? fs.readFileSync(pidsFile, 'utf8').split('\n').filter(Boolean).map(Number) : [];
    for (const pid of pids) {
      let cmdline = '';
      try {
        cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue; // gone already
      }
      if (cmdline.includes('graphql-server') || cmdline.includes('reliability')) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* ended meanwhile */
        }
      }
    }
    const adminUrl = await findRunningServer();
    if (adminUrl) {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`lumina_rel_${runId}_%`]);
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    }
    await teardownIntegration();
    // npm run test:reliability prints the figures; run on its own, vitest leaves them here.
    if (!process.env.RELIABILITY_RUN_DIR) console.log(`Cijfers van deze run: ${path.join(dir, 'figures.jsonl')}`);
  };
}
