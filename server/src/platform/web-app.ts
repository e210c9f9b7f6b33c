import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';
import type { TAppEnv } from './context.ts';
import { withoutPlatformMark } from './own-domain-page.ts';
import { hasSessionCookie, prerenderedPage } from './prerendered-pages.ts';
import { formDataPreload, readManifest, routePreload, variesWithSession, withRoutePreloads } from './route-preloads.ts';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Quality 5, not brotli's default 11: measured on this build, all 200 files in 154 ms against 8.4 s, for 10% more
 * bytes (1.26 MB against 1.15 MB). At 11 the first browsers after a start waited seconds for each file (CI's first
 * journeys sat 10 s on "Loading…" while three browsers had the same files compressed side by side on two cores).
 */
const brotli = (raw: Buffer) => brotliCompress(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

/** Built files are named by their content hash: a phone keeps them for a year and never asks again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashes, so the browser checks it on every visit (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** robots.txt, the favicon: small, rarely changed, not hashed. */
const SHORT_LIVED = 'public, max-age=3600';

/** A path whose last segment ends in a short extension asks for a file (an unsubscribe token's MAC is longer). */
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

type TEncoding = 'br' | 'gzip';
/** A file as sent, made once: requests that arrive while it is being made wait for the same one. */
type TCached = { mtimeMs: number; size: number; body: Promise<Uint8Array<ArrayBuffer>> };
/** A page built from the file on disk (index.html with a route's preloads): its cache name and how it is made. */
type TVariant = { name: string; make: (raw: Buffer) => Buffer };
/** How index.html is sent: as built or as a variant, and whether it differs with the session cookie. */
type TPageOptions = { variant?: TVariant; varyOnCookie: boolean };

/**
 * The built SPA: its files with cache headers, compressed (brotli or gzip) once and kept in memory; index.html for
 * client routes (paths without an extension); 404 for a missing file, so a browser holding an old page after a
 * deploy gets an error for a vanished chunk instead of HTML it would try to run as JavaScript.
 */
export function serveWebApp(app: Hono<TAppEnv>, webDist: string) {
  const root = path.resolve(webDist);
  const cache = new Map<string, TCached>();

  app.get('/assets/*', (c) => serveFile(c, root, cache, IMMUTABLE));
  app.get('*', (c) => {
    if (FILE_PATH.test(c.req.path)) return serveFile(c, root, cache, SHORT_LIVED);
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) {
      return c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503);
    }
    const dataPreload = formDataPreload(c.req.path);
    if (dataPreload) c.header('Link', dataPreload);
    const signedIn = hasSessionCookie(c.req.header('Cookie'));
    const varyOnCookie = variesWithSession(c.req.path);
    const route = routePreload(c.req.path, signedIn);
    // A business's own domain (issue 53): the page names nobody until it names the business.
    const ownDomain = Boolean(c.var.hostBusinessId);
    if (!route && !ownDomain) return sendFile(c, index, cache, REVALIDATE, { varyOnCookie });
    // Made again whenever the page changes (a new build), with the manifest written beside it.
    const make = (raw: Buffer) => {
      const html = route ? withRoutePreloads(raw.toString('utf8'), readManifest(root), route) : raw.toString('utf8');
      return Buffer.from(ownDomain ? withoutPlatformMark(html) : html);
    };
    const name = [route?.name ?? 'index', ownDomain ? 'own-domain' : null].filter(Boolean).join('+');
    const prerendered = prerenderedPage(root, c.req.path, signedIn);
    return sendFile(c, prerendered ?? index, cache, REVALIDATE, { variant: { name, make }, varyOnCookie });
  });
}

function serveFile(c: Context<TAppEnv>, root: string, cache: Map<string, TCached>, cacheControl: string) {
  const file = fileFor(root, c.req.path);
  if (!file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  return sendFile(c, file, cache, cacheControl);
}

/** The file under `root` the URL path names, or null when there is none (or the path tries to leave `root`). */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return null;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? file : null;
}

async function sendFile(
  c: Context<TAppEnv>,
  file: string,
  cache: Map<string, TCached>,
  cacheControl: string,
  { variant, varyOnCookie }: TPageOptions = { varyOnCookie: false },
) {
  const stat = fs.statSync(file);
  const type = getMimeType(file) ?? 'application/octet-stream';
  const etag = `W/"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}${variant ? `-${variant.name}` : ''}"`;
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag };
  const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && stat.size > 512;
  // The landing page and the app screens differ with the session cookie: a shared cache must keep both.
  const vary = [compressible && 'Accept-Encoding', varyOnCookie && 'Cookie'].filter(Boolean);
  if (vary.length > 0) headers.Vary = vary.join(', ');
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);

  const encoding = compressible ? pickEncoding(c.req.header('Accept-Encoding')) : null;
  const key = `${file}\0${variant?.name ?? ''}\0${encoding ?? 'identity'}`;
  let cached = cache.get(key);
  if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
    const made = makeBody(file, variant, encoding);
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, body: made };
    cache.set(key, cached);
    // A failed read is not kept: the next request tries again.
    made.catch(() => cache.delete(key));
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(await cached.body, 200, headers);
}

async function makeBody(file: string, variant: TVariant | undefined, encoding: TEncoding | null) {
  const read = await fs.promises.readFile(file);
  const raw = variant ? variant.make(read) : read;
  const body = encoding === 'br' ? await brotli(raw) : encoding === 'gzip' ? await gzip(raw) : raw;
  return new Uint8Array(body);
}

/** brotli when the browser takes it (every current one over HTTPS and on localhost), else gzip, else none. */
function pickEncoding(acceptEncoding: string | undefined): TEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
