#!/usr/bin/env node
/**
 * Writes our own SVG illustrations of roller blinds: web/public/images/products/{slug}/{n}.svg for every
 * product the server seeds (slug, first colour, imageCount, stofsoort), and the two home hero pictures in
 * web/public/images/home/. Each picture is a small hand-drawn scene (room, window, blind in the product's
 * colour); n picks the scene. Run after building the server (it reads the compiled seed list):
 *
 *   npx tsc -b schema graphql-server && node web/scripts/generate-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', 'public', 'images');
const require = createRequire(import.meta.url);
const { productSeeds } = require('../../graphql-server/dist/db/seed/products.js');

const W = 800;
const H = 600;

/** Mixes a hex colour with black (amount < 0) or white (amount > 0). */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const c = [16, 8, 0].map((s) => Math.round(((n >> s) & 255) * (1 - a) + target * a));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex) {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

const svg = (body, defs = '', w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0ea"/><stop offset="1" stop-color="#f3eee2"/></linearGradient>${defs}</defs>${body}</svg>\n`;

/** Fabric fill and extra defs for the kind of cloth. */
function fabric(hex, stofsoort) {
  const dark = shade(hex, -0.12);
  let defs = `<linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".5" stop-color="${hex}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  let fill = 'url(#f)';
  if (stofsoort === 'screen') {
    defs += `<pattern id="m" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${hex}"/><circle cx="3" cy="3" r="1.1" fill="${shade(hex, 0.35)}"/></pattern>`;
    fill = 'url(#m)';
  }
  const opacity = { verduisterend: 1, lichtdoorlatend: 0.86, 'semi-transparant': 0.78, screen: 0.92 }[stofsoort] ?? 1;
  return { defs, fill, opacity };
}

/** A window (frame + sky + horizon) with a blind lowered to `drop` (0..1). */
function windowWithBlind(x, y, w, h, drop, fab, { chain = true } = {}) {
  const bh = Math.round(h * drop);
  const bar = '#b9b4ab';
  let s = `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="3" fill="#fbf8f2"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>`;
  s += `<path d="M${x} ${y + h * 0.72}q${w * 0.3} -${h * 0.1} ${w * 0.6} -${h * 0.02}t${w * 0.4} ${h * 0.02}V${y + h}H${x}z" fill="#b7c4a8"/>`;
  s += `<rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="#fbf8f2"/>`;
  s += `<rect x="${x - 8}" y="${y - 22}" width="${w + 16}" height="16" rx="8" fill="${shade(fab.hex, -0.2)}"/>`;
  s += `<rect x="${x - 4}" y="${y - 8}" width="${w + 8}" height="${bh}" fill="${fab.fill}" fill-opacity="${fab.opacity}"/>`;
  s += `<rect x="${x - 6}" y="${y - 8 + bh}" width="${w + 12}" height="8" rx="3" fill="${bar}"/>`;
  if (chain) {
    const cx = x + w + 10;
    s += `<path d="M${cx} ${y - 10}V${y + h * 0.62}" stroke="#8f8a82" stroke-width="3" stroke-dasharray="3 3"/>`;
  }
  return s;
}

const floor = (y, c = '#cdb998') => `<rect y="${y}" width="${W}" height="${H - y}" fill="${c}"/>`;

const scenes = [
  // 1: living room, blind half down, sofa and plant.
  (fab) =>
    `<rect width="${W}" height="${H}" fill="#ebe2d3"/>${floor(470)}` +
    windowWithBlind(250, 90, 300, 300, 0.55, fab) +
    `<rect x="150" y="400" width="500" height="90" rx="20" fill="#8a7b68"/><rect x="170" y="370" width="460" height="60" rx="18" fill="#9c8c77"/>` +
    `<rect x="640" y="410" width="44" height="60" rx="6" fill="#b26b4a"/><path d="M662 410c-30-40-20-90 0-110 20 20 30 70 0 110z" fill="#6f8466"/>`,
  // 2: bedroom, wide window, blind fully down.
  (fab) =>
    `<rect width="${W}" height="${H}" fill="#e4dccd"/>${floor(480, '#c4ae8c')}` +
    windowWithBlind(170, 80, 460, 320, 1, fab) +
    `<rect x="120" y="420" width="560" height="80" rx="10" fill="#f6f2ea"/><rect x="120" y="470" width="560" height="50" rx="8" fill="#9aa6a0"/>` +
    `<rect x="150" y="400" width="140" height="40" rx="14" fill="#fffdf8"/><rect x="510" y="400" width="140" height="40" rx="14" fill="#fffdf8"/>`,
  // 3: close-up of the cloth, bottom bar and chain.
  (fab) =>
    `<rect width="${W}" height="${H}" fill="#efe8dc"/>` +
    `<rect x="60" y="0" width="600" height="430" fill="${fab.fill}" fill-opacity="${fab.opacity}"/>` +
    Array.from({ length: 9 }, (_, i) => `<path d="M60 ${40 + i * 45}H660" stroke="${shade(fab.hex, luminance(fab.hex) > 0.5 ? -0.08 : 0.1)}" stroke-width="2"/>`).join('') +
    `<rect x="50" y="430" width="620" height="26" rx="8" fill="#b9b4ab"/><rect x="44" y="426" width="22" height="34" rx="5" fill="#8f8a82"/><rect x="654" y="426" width="22" height="34" rx="5" fill="#8f8a82"/>` +
    `<path d="M712 0V520a14 14 0 0 0 28 0V0" fill="none" stroke="#8f8a82" stroke-width="6" stroke-dasharray="6 5"/>`,
  // 4: kitchen, two narrow windows at different heights, counter.
  (fab) =>
    `<rect width="${W}" height="${H}" fill="#eee7da"/>${floor(500, '#d4c2a4')}` +
    windowWithBlind(150, 90, 200, 260, 0.4, fab, { chain: false }) +
    windowWithBlind(450, 90, 200, 260, 0.75, fab, { chain: false }) +
    `<rect x="80" y="380" width="640" height="22" fill="#6f5f4e"/><rect x="90" y="402" width="620" height="110" fill="#f7f3ec"/>` +
    `<path d="M90 402h620M297 402v110M503 402v110" stroke="#d8cdbb" stroke-width="3"/>`,
  // 5: detail of the roll on its brackets, seen from below.
  (fab) =>
    `<rect width="${W}" height="${H}" fill="#e8dfd0"/>` +
    `<rect x="80" y="60" width="640" height="40" fill="#d6ccbb"/>` +
    `<rect x="90" y="100" width="28" height="70" rx="6" fill="#8f8a82"/><rect x="682" y="100" width="28" height="70" rx="6" fill="#8f8a82"/>` +
    `<rect x="110" y="110" width="580" height="70" rx="35" fill="${shade(fab.hex, -0.15)}"/><rect x="110" y="122" width="580" height="16" rx="8" fill="${shade(fab.hex, 0.15)}" opacity=".6"/>` +
    `<rect x="120" y="150" width="560" height="380" fill="${fab.fill}" fill-opacity="${fab.opacity}"/>` +
    `<rect x="112" y="528" width="576" height="20" rx="7" fill="#b9b4ab"/>` +
    `<path d="M704 170V470" stroke="#8f8a82" stroke-width="4" stroke-dasharray="4 4"/>`,
];

let count = 0;
for (const p of productSeeds) {
  const hex = p.colors[0].hex;
  const { defs, fill, opacity } = fabric(hex, p.stofsoort);
  const fab = { hex, fill, opacity };
  const dir = join(publicDir, 'products', p.slug);
  mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= (p.imageCount ?? 3); n += 1) {
    const scene = scenes[(n - 1) % scenes.length];
    writeFileSync(join(dir, `${n}.svg`), svg(scene(fab), defs));
    count += 1;
  }
}

// Home hero: the premium factory line (a bright room with three blinds) ...
const HW = 960;
const HH = 720;
const trio = [
  ['#f5f3ee', 0.5],
  ['#9a9893', 0.75],
  ['#d9c8a9', 0.35],
]
  .map(([hex, drop], i) => windowWithBlind(150 + i * 240, 130, 180, 330, drop, { hex, fill: hex, opacity: 0.95 }, { chain: i === 2 }))
  .join('');
const premium = svg(
  `<rect width="${HW}" height="${HH}" fill="#e9e0d0"/><rect y="560" width="${HW}" height="160" fill="#c9b493"/>${trio}` +
    `<rect x="120" y="590" width="720" height="24" rx="12" fill="#b8a584" opacity=".6"/>`,
  '',
  HW,
  HH,
);
// ... and the atelier: a workbench with a roll of cloth, a blind being cut, measuring tape and scissors.
const atelier = svg(
  `<rect width="${HW}" height="${HH}" fill="#e6dccb"/>` +
    `<rect x="90" y="70" width="300" height="360" fill="#fbf8f2"/><rect x="90" y="70" width="300" height="240" fill="#d9c8a9"/><rect x="84" y="304" width="312" height="12" rx="4" fill="#b9b4ab"/>` +
    `<path d="M520 80h320v300H520z" fill="#f3ede1"/><path d="M540 100h280v260H540z" fill="url(#sky)"/><path d="M680 100v260M540 230h280" stroke="#f3ede1" stroke-width="8"/>` +
    `<rect x="40" y="470" width="880" height="34" fill="#7a5a3f"/><rect x="70" y="504" width="30" height="216" fill="#6b4e36"/><rect x="860" y="504" width="30" height="216" fill="#6b4e36"/>` +
    `<rect x="130" y="400" width="520" height="74" rx="37" fill="#a7443c"/><ellipse cx="650" cy="437" rx="18" ry="37" fill="#8a362f"/><ellipse cx="650" cy="437" rx="7" ry="14" fill="#e6dccb"/>` +
    `<path d="M130 474h480l-40-0" fill="#a7443c"/>` +
    `<rect x="300" y="452" width="520" height="20" fill="#e2c15a"/><path d="M310 452v8M330 452v12M350 452v8M370 452v12M390 452v8M410 452v12M430 452v8M450 452v12M470 452v8M490 452v12M510 452v8M530 452v12M550 452v8M570 452v12M590 452v8M610 452v12M630 452v8M650 452v12M670 452v8M690 452v12M710 452v8M730 452v12M750 452v8M770 452v12M790 452v8" stroke="#5b4a1f" stroke-width="2"/>` +
    `<circle cx="770" cy="420" r="16" fill="none" stroke="#3c3f42" stroke-width="7"/><circle cx="806" cy="420" r="16" fill="none" stroke="#3c3f42" stroke-width="7"/><path d="M780 408l90-40M796 408l-10-60" stroke="#9a9893" stroke-width="8" stroke-linecap="round"/>`,
  '',
  HW,
  HH,
);
mkdirSync(join(publicDir, 'home'), { recursive: true });
writeFileSync(join(publicDir, 'home', 'premium-rolgordijnen.svg'), premium);
writeFileSync(join(publicDir, 'home', 'atelier.svg'), atelier);
console.log(`${count} productafbeeldingen en 2 home-illustraties geschreven in ${publicDir}`);
