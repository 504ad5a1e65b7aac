// Writes the order lifecycle's picture and table, generated from schema/src/order-lifecycle.ts, into
// docs/ORDER-LIFECYCLE.md between its markers (npm run codegen runs it; a test fails when the page is stale).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { LIFECYCLE_DOC_MARKERS, lifecycleDocSection } = createRequire(import.meta.url)(path.join(root, 'schema', 'dist', 'index.js'));
const file = path.join(root, 'docs', 'ORDER-LIFECYCLE.md');
const page = fs.readFileSync(file, 'utf8');
const [start, end] = [page.indexOf(LIFECYCLE_DOC_MARKERS.start), page.indexOf(LIFECYCLE_DOC_MARKERS.end)];
if (start < 0 || end < start) throw new Error(`${file} has no ${LIFECYCLE_DOC_MARKERS.start} … ${LIFECYCLE_DOC_MARKERS.end}`);
const next = `${page.slice(0, start)}${LIFECYCLE_DOC_MARKERS.start}\n${lifecycleDocSection()}\n${page.slice(end)}`;
if (next !== page) fs.writeFileSync(file, next);
console.log(next === page ? 'docs/ORDER-LIFECYCLE.md is current' : 'docs/ORDER-LIFECYCLE.md written');
