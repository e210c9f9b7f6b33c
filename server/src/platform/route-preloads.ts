import fs from 'node:fs';
import path from 'node:path';

/** A chunk in Vite's build manifest (web/dist/.vite/manifest.json), keyed by its source path or `_<name>.js`. */
type TManifestChunk = { file: string; name?: string; src?: string; imports?: string[] };
type TManifest = Record<string, TManifestChunk>;

/**
 * The public pages whose first visit is timed on a phone (issue 17), by URL, and the source module each route loads
 * (web/src/root.tsx), or the chunk it is built into when a chunk group takes it (web/vite.config.ts: 'signup-form').
 * index.html names the app's entry only; the route's own chunk would be found when the entry has
 * run, one round trip later. Naming it in the page lets the browser fetch both at once.
 */
const ROUTE_MODULES: { test: (urlPath: string) => boolean; module: string; chunk: string }[] = [
  { test: (urlPath) => urlPath === '/', module: 'src/pages/landing.tsx', chunk: 'landing' },
  { test: (urlPath) => urlPath.startsWith('/signup-form/'), module: 'src/pages/signup-form.tsx', chunk: 'signup-form' },
];

/**
 * index.html for a URL, with `<link rel="modulepreload">` for the route's chunk and the chunks it imports (those the
 * page does not name already). Without a manifest (a build without one, the API tests' stand-in), the page as is.
 */
export function withRoutePreloads(html: string, manifest: TManifest | null, urlPath: string): string {
  const route = ROUTE_MODULES.find((candidate) => candidate.test(urlPath));
  if (!manifest || !route) return html;
  const key = manifest[route.module]
    ? route.module
    : Object.keys(manifest).find((name) => name.startsWith('_') && manifest[name]?.name === route.chunk);
  if (!key) return html;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** A QR code as create-qr-code.ts makes them: nothing that would need escaping in a header or a URL. */
const FORM_PATH = /^\/signup-form\/([A-Za-z0-9_-]{1,200})$/;

/**
 * The `Link` header that starts the enrolment form's API answer with the page (issue 17): the form's JavaScript asks
 * for the same URL (web/src/api/enrolment.ts) and gets the preloaded answer, so the scan is counted once, instead of
 * waiting for its scripts to arrive and run before asking. A header, not a tag, so index.html stays one cached page.
 */
export function formDataPreload(urlPath: string): string | null {
  const code = FORM_PATH.exec(urlPath)?.[1];
  return code ? `</api/public/signup-form/${code}>; rel=preload; as=fetch; crossorigin` : null;
}

/** Vite's manifest in a build folder, or null when the build wrote none or it cannot be read. */
export function readManifest(root: string): TManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8')) as TManifest;
  } catch {
    return null;
  }
}

/** The route's variant of index.html: its name for the cache, or null for the page as built. */
export function preloadVariant(urlPath: string): string | null {
  const index = ROUTE_MODULES.findIndex((candidate) => candidate.test(urlPath));
  return index === -1 ? null : `route-${index}`;
}
