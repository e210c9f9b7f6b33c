// Writes dist/prerendered/landing.html: index.html with the landing page's HTML inside #root (see
// src/prerender/landing-page.tsx). Run by `npm run build` after the client and the prerender builds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const entry = path.join(web, '.prerender', 'landing-page.js');
const { renderLandingPage } = await import(pathToFileURL(entry).href);
const body = await renderLandingPage();
// The browser must not run anything from the prerender: hydration needs no inline script, and the CSP allows none.
if (body.includes('<script')) throw new Error('The landing page prerender contains a <script>: it would be refused.');

// The text paints before the JavaScript runs, so Inter (Latin) must come with the stylesheet: arriving later it
// would redraw the hero in another font and shift the page (Cumulative Layout Shift).
const font = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
if (!font) throw new Error('No Inter Latin font in dist/assets to preload');
const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;

const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(built);
if (!stylesheet?.[1]) throw new Error('dist/index.html names no stylesheet to inline');
const css = fs.readFileSync(path.join(dist, stylesheet[1]), 'utf8');
const entryTag = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(built);
if (!entryTag?.[1]) throw new Error('dist/index.html names no entry script');
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">/g;
const emptyRoot = '<div id="root"></div>';
if (!built.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);

/*
 * Issue 36: the first paint on a phone's slow network waits for nothing but this page. So:
 * - the stylesheet is inside the page, cut to the rules the page can use (beasties): no second request before the
 *   paint, half the bytes, less for the phone to match. The whole stylesheet is named on the start tag (below) for
 *   root.tsx, which loads it before any other screen draws;
 * - the app's code is not in the page's head: fetched with the page, its 100 KB would share the connection with the
 *   HTML and the font. scripts/start-after-paint.js asks for it once the first paint is on screen; the chunks the
 *   page hydrates with are named on its tag (as the server would name them, route-preloads.ts), so they download
 *   together, and the server, finding them named, adds no preload of its own.
 */

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunks = [];
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || chunks.includes(`/${chunk.file}`)) return;
  chunks.push(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
visit('src/pages/landing.tsx');
const modules = chunks.filter((file) => file !== entryTag[1]);

/*
 * Once React has the page it draws what the HTML lacks (the pricing cards' prices, the open menu), and the page
 * never asks for the whole stylesheet (root.tsx does, before another screen draws). So the inline rules are those
 * the HTML uses and those any class named in the page's own code could use: every word of its chunks' strings, on
 * elements nested three deep so that rules about children match too, which beasties reads and the page never sees.
 */
const words = new Set();
for (const file of chunks) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const literal of code.match(/(["'`])(?:(?!\1)[^\\]|\\.)*\1/g) ?? []) {
    for (const word of literal.slice(1, -1).split(/\s+/)) if (/^[\w:./[\]()%#,!=&>*-]+$/.test(word)) words.add(word);
  }
}
const classes = [...words].join(' ').replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const probe = `<div id="critical-css-probe" hidden><div class="${classes}"><div class="${classes}"><div class="${classes}"></div></div></div></div>`;

const drawn = built
  .replace(stylesheet[0], () => `<style>${css}</style>`)
  .replace(entryTag[0], '')
  .replace(modulePreload, '')
  .replace('</title>', `</title>${fontPreload}`)
  .replace(emptyRoot, () => `<div id="root">${body}</div>${probe}`);
const beasties = new Beasties({
  path: dist,
  external: false,
  reduceInlineStyles: true,
  keyframes: 'critical',
  // Tailwind's rules about children (space-y-*, divide-y-*: `:where(.space-y-3>:not(:last-child))`), which beasties
  // cannot match against the page: all of them, a few hundred bytes.
  allowRules: [/^:where\(/],
  logLevel: 'warn',
});
const critical = await beasties.process(drawn);
// beasties keeps an @font-face only when a rule names its family, and ours is named through --font-sans: every face
// goes back in (Inter's, and the metric-matched fallback that keeps the hero in place until Inter arrives).
const fontFaces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
if (!fontFaces.some((face) => face.includes('Inter Fallback'))) throw new Error('No "Inter Fallback" face in the CSS');
const withFonts = critical.replace('<style>', () => `<style>${fontFaces.join('')}`);

// Named by its content, like Vite's files: kept a year by the browser, and a new build's is a new file.
const starter = fs.readFileSync(path.join(web, 'scripts', 'start-after-paint.js'));
const starterFile = `/assets/start-after-paint-${createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, starterFile), starter);
const startTag =
  `<script defer src="${starterFile}" data-entry="${entryTag[1]}" data-stylesheet="${stylesheet[1]}" ` +
  `data-modules='${JSON.stringify(modules)}'></script>`;
const page = withFonts
  .replace('</title>', () => `</title>${startTag}`)
  .replace(/<div id="critical-css-probe" hidden>[\s\S]*?<\/div><\/div><\/div><\/div>/, '')
  // beasties' mark on the document it read, of no use to the browser.
  .replace(' data-beasties-container', '');

if (/<script type="module"|rel="modulepreload"|rel="stylesheet"|critical-css-probe/.test(page)) {
  throw new Error('The prerendered landing page still asks for the app before its first paint');
}
// route-preloads.ts adds a modulepreload for each of the page's chunks that the page does not name as `/file"`.
for (const file of [entryTag[1], ...modules]) {
  if (!page.includes(`${file}"`)) throw new Error(`${file} is not named on the start-after-paint tag`);
}
fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
fs.writeFileSync(path.join(dist, 'prerendered', 'landing.html'), page);
fs.rmSync(path.join(web, '.prerender'), { recursive: true, force: true });
const inlined = (/<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '').length;
console.log(
  `prerendered the landing page: ${Buffer.byteLength(body)} bytes of HTML, ${inlined} of ${css.length} bytes of CSS inline`,
);
