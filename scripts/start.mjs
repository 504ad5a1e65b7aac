// npm start: install what is missing, build, then serve the shop, /graphql and the REST paths on one port.
// Without DATABASE_URL the server starts an embedded PostgreSQL in ./.data.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, log, root, supervise } from './lib/workspace.mjs';

const started = Date.now();
ensureInstalled();
ensureBuilt();
log(`Klaar met voorbereiden in ${((Date.now() - started) / 1000).toFixed(1)} s; server starten ...`);
supervise(process.execPath, [path.join(root, 'graphql-server', 'dist', 'main.js')], {
  env: { NODE_ENV: 'development', ...process.env },
});
