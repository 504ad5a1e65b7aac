// npm run dev: the API server rebuilt and restarted on change (tsc -w + node --watch, port 3000)
// and Vite with hot reload on port 5173, proxying /graphql, /api and /admin/fabric-sku to it.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, log, npm, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt({ web: false });
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', '-w', '--preserveWatchOutput', 'schema', 'graphql-server'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }),
  spawn(process.execPath, ['--watch-path=graphql-server/dist', '--watch-path=schema/dist', 'graphql-server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    // Development only: internal error details and "did you mean" suggestions in answers.
    env: { PORT: '3000', EXPOSE_ERRORS: 'true', ...process.env },
  }),
  spawn(npm, ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
log('Ontwikkelserver: http://localhost:5173/ (API op http://localhost:3000/)');
const stop = () => {
  for (const child of children) if (!child.killed) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
