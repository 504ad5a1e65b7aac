/** The shop's HTTP server, the same in production (main.ts), the tests and the reliability suite. */
import http from 'node:http';
import { GUARDRAILS } from '../guardrails';

export function createHttpServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(listener);
  server.keepAliveTimeout = GUARDRAILS.connections.keepAliveTimeoutMs;
  server.headersTimeout = GUARDRAILS.connections.headersTimeoutMs;
  return server;
}
