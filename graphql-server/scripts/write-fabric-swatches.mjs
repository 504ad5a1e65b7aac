/**
 * Writes the fabric collection's swatch images, web/public/images/fabrics/{internal code}.svg: a square
 * in the fabric's colour with a woven texture (fine and open for screen, denser for light-filtering,
 * subtle for blackout). Reads the list from the built seed, so run after `npm run build -w graphql-server`:
 *
 *   node graphql-server/scripts/write-fabric-swatches.mjs
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { fabricCollectionSeeds } = require(path.join(here, '..', 'dist', 'db', 'seed', 'fabric-collection.js'));
const outDir = path.resolve(here, '..', '..', 'web', 'public', 'images', 'fabrics');

/** Relative luminance (0 dark – 1 light) of "#rrggbb", to pick light or dark threads. */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const weaves = {
  // cell size, thread width, warp/weft opacities
  lichtdoorlatend: { cell: 6, thread: 2, warp: 0.16, weft: 0.1 },
  verduisterend: { cell: 8, thread: 3, warp: 0.08, weft: 0.06 },
  screen: { cell: 4, thread: 1, warp: 0.3, weft: 0.3 },
};

function escapeXml(text) {
  return text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]);
}

export function swatchSvg({ name, hex, fabricType }) {
  const w = weaves[fabricType];
  const light = luminance(hex) > 0.5;
  const shade = light ? '#000' : '#fff';
  const sheen = light ? '#fff' : '#000';
  const half = w.cell / 2;
  const label = escapeXml(`Stofstaal ${name}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><pattern id="w" width="${w.cell}" height="${w.cell}" patternUnits="userSpaceOnUse">`,
    `<path d="M0 ${half / 2}h${w.cell}M0 ${half + half / 2}h${half}" stroke="${shade}" stroke-opacity="${w.weft}" stroke-width="${w.thread}"/>`,
    `<path d="M${half / 2} 0v${w.cell}M${half + half / 2} ${half}v${half}" stroke="${sheen}" stroke-opacity="${w.warp}" stroke-width="${w.thread}"/>`,
    `</pattern><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>`,
    `<rect width="240" height="240" fill="${hex}"/>`,
    `<rect width="240" height="240" fill="url(#w)"/>`,
    `<rect width="240" height="240" fill="url(#g)"/>`,
    `</svg>`,
    '',
  ].join('\n');
}

fs.mkdirSync(outDir, { recursive: true });
for (const seed of fabricCollectionSeeds) {
  const file = path.join(outDir, path.basename(seed.image));
  fs.writeFileSync(file, swatchSvg(seed));
}
console.log(`${fabricCollectionSeeds.length} stofstalen geschreven naar ${path.relative(process.cwd(), outDir)}`);
