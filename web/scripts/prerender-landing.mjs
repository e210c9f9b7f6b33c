// Writes dist/prerendered/landing.html: index.html with the landing page's HTML inside #root (see
// src/prerender/landing-page.tsx). Run by `npm run build` after the client and the prerender builds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(web, '.prerender', 'landing-page.js');
const { renderLandingPage } = await import(pathToFileURL(entry).href);
const body = await renderLandingPage();
// The browser must not run anything from the prerender: hydration needs no inline script, and the CSP allows none.
if (body.includes('<script')) throw new Error('The landing page prerender contains a <script>: it would be refused.');

// The text paints before the JavaScript runs, so Inter (Latin) must come with the stylesheet: arriving later it
// would redraw the hero in another font and shift the page (Cumulative Layout Shift).
const font = fs
  .readdirSync(path.join(web, 'dist', 'assets'))
  .find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
if (!font) throw new Error('No Inter Latin font in dist/assets to preload');
const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;

const built = fs.readFileSync(path.join(web, 'dist', 'index.html'), 'utf8');
// The stylesheet inside the page: the first paint waits for no second request (a round trip on a phone's network).
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(built);
if (!stylesheet?.[1]) throw new Error('dist/index.html names no stylesheet to inline');
const css = fs.readFileSync(path.join(web, 'dist', stylesheet[1]), 'utf8');
const index = built.replace(stylesheet[0], () => `<style>${css}</style>`);
const emptyRoot = '<div id="root"></div>';
if (!index.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);
fs.mkdirSync(path.join(web, 'dist', 'prerendered'), { recursive: true });
fs.writeFileSync(
  path.join(web, 'dist', 'prerendered', 'landing.html'),
  index.replace('</title>', `</title>${fontPreload}`).replace(emptyRoot, `<div id="root">${body}</div>`),
);
fs.rmSync(path.join(web, '.prerender'), { recursive: true, force: true });
console.log(`prerendered the landing page: ${Buffer.byteLength(body)} bytes of HTML`);
