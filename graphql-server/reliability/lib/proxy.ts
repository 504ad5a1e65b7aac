/**
 * A round-robin reverse proxy in front of several shop processes, as a load balancer would be (Caddy and Traefik
 * in docker-compose.yml do the same): each request goes to the next process in turn, over keep-alive connections,
 * with X-Forwarded-For and X-Forwarded-Proto added and the Host kept. It counts which process answered what, so a
 * test can show that a change made through one was seen through the other.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** The target that answered each request, in order (its index in `targets`). */
  readonly served: number[];
  close(): Promise<void>;
}

/**
 * Listens at once; `targets` may be filled later (the processes behind it need the proxy's address as their public
 * one before they start), and is read at each request.
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served: number[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    if (targets.length === 0) return void res.writeHead(503).end('proxy: no target yet');
    const index = next % targets.length;
    next = (next + 1) % targets.length;
    served.push(index);
    const target = new URL(targets[index]!);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('proxy: upstream failed');
    });
    req.pipe(upstream);
  });
  // Longer than the shop's own idle timeout is not needed here: the proxy closes first, as a load balancer should.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
