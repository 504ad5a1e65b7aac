// Writes dist/home.html: the built index.html with the landing page's markup already in #root, so the hero
// paints before the JavaScript has run (the server sends it for "/" only; main.tsx hydrates it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { render } = await import(pathToFileURL(path.join(web, 'dist-ssr', 'entry-server.js')).href);
const template = fs.readFileSync(path.join(web, 'dist', 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
const markup = render('/');
if (!markup.includes('<main')) throw new Error('The prerendered home page has no <main>');
fs.writeFileSync(path.join(web, 'dist', 'home.html'), template.replace(marker, `<div id="root">${markup}</div>`));
console.log(`dist/home.html: ${(markup.length / 1024).toFixed(1)} KB prerendered markup`);
