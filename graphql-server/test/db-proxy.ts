/**
 * A TCP proxy in front of the test database that can make it hang (bytes stop flowing both ways, as when
 * PostgreSQL is frozen or the network drops packets) or go down (connections closed and refused), and come
 * back: how the integration tests see the app fail fast and recover without a restart.
 */
import net from 'node:net';

export interface DatabaseProxy {
  /** A database URL through the proxy. */
  url: string;
  hang(): void;
  down(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<[net.Socket, net.Socket]>();
  let hung = false;
  let server: net.Server;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        const end = () => {
          client.destroy();
          upstream.destroy();
          pairs.delete(pair);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
        client.pipe(upstream);
        upstream.pipe(client);
        if (hung) {
          client.pause();
          upstream.pause();
        }
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });

  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const destroyAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    url: url.toString(),
    hang() {
      hung = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async down() {
      destroyAll();
      await closeServer();
    },
    async resume() {
      hung = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        upstream.resume();
      }
      if (!server.listening) await listen(port);
    },
    async close() {
      destroyAll();
      if (server.listening) await closeServer();
    },
  };
}
