import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './harness.ts';

// A stand-in for web/dist, which may not be built when the API suite runs.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-static-'));
const INDEX = `<!doctype html><html><head><title>Regulars</title><link rel="modulepreload" crossorigin href="/assets/react-r1.js"></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`;
/** Vite's manifest: the entry already names React; each public page's chunk imports React and maybe more. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_icons-i1.js': { file: 'assets/icons-i1.js', imports: ['_react-r1.js'] },
  'src/pages/landing.tsx': { file: 'assets/landing-l1.js', imports: ['_react-r1.js', '_icons-i1.js'] },
  // A chunk group's chunk, keyed by its name: the form's page is built into it.
  '_signup-form-f1.js': { file: 'assets/signup-form-f1.js', name: 'signup-form', imports: ['_react-r1.js'] },
};
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const SCRIPT = `export const words = ${JSON.stringify('a cup of coffee '.repeat(400))};\n`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the built web app', () => {
  it('sends scripts gzip- or brotli-compressed to a browser that takes it, as they are to one that does not', async () => {
    const gzipped = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gzipped.headers.get('content-type')).toContain('text/javascript');
    const zipped = await bytes(gzipped);
    expect(zipped.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(zipped).toString()).toBe(SCRIPT);

    const brotli = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers many browsers asking for the same file at once, each with the whole file', async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'many-m1.js'), SCRIPT);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => get('/assets/many-m1.js', { 'Accept-Encoding': 'br' })),
    );
    const bodies = await Promise.all(answers.map(bytes));
    expect(answers.map((a) => [a.status, a.headers.get('content-encoding')])).toEqual(answers.map(() => [200, 'br']));
    expect(bodies.map((b) => brotliDecompressSync(b).toString() === SCRIPT)).toEqual(bodies.map(() => true));
  });

  it('compresses index.html and JSON answers too', async () => {
    const page = await get('/login', { 'Accept-Encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(page)).toString()).toBe(INDEX);

    const json = await get('/api/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(json)).toString()).openapi).toMatch(/^3\./);
  });

  it('lets phones keep hashed assets for a year and makes them check index.html on every visit', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/signup-form/abc-123', '/dashboard']) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('answers an unchanged index.html with 304', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 404, not index.html, for a file that is not there', async () => {
    for (const url of ['/assets/x.js', '/assets/index-old999.js', '/nope.png', '/favicon.ico', '/deep/path/app.css']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).not.toContain('text/html');
      expect(await res.text(), url).not.toContain('<div id="root">');
    }
  });

  it('does not serve files outside the build folder', async () => {
    for (const url of ['/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/hosts.txt', '/assets/%00.js']) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('serves robots.txt as it is', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe('User-agent: *\nAllow: /\n');
  });

  it('answers client routes, unsubscribe links included, with index.html', async () => {
    const token = '0b5c1f8e-4c2a-4a7e-9d55-3f2f5c0e8a11.bG9uZy1tYWMtb2YtZm9ydHktdGhyZWUtY2hhcmFjdGVycw';
    for (const url of ['/login', '/customers/42', `/unsubscribe/${token}`]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('text/html');
      expect(await res.text(), url).toBe(INDEX);
    }
  });

  it("names the landing page's and the enrolment form's own chunks in their index.html, once each (issue 17)", async () => {
    const landing = await get('/', { 'Accept-Encoding': 'br' });
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(landing)).toString()).toBe(
      INDEX.replace('</head>', `${preload('landing-l1.js')}${preload('icons-i1.js')}</head>`),
    );

    for (const url of ['/signup-form/abc-123', '/signup-form/XYZ-9']) {
      const form = await get(url);
      expect(form.headers.get('content-type'), url).toContain('text/html');
      expect(await form.text(), url).toBe(INDEX.replace('</head>', `${preload('signup-form-f1.js')}</head>`));
    }
    // Each page its own ETag: a browser's copy of one is never confirmed as another.
    const etags = await Promise.all(
      ['/', '/signup-form/abc-123', '/login'].map(async (url) => (await get(url)).headers.get('etag')),
    );
    expect(new Set(etags).size).toBe(3);
  });

  it("starts the enrolment form's API answer with the page, for a code as the app makes them (issue 17)", async () => {
    const form = await get('/signup-form/abc-123');
    expect(form.headers.get('link')).toBe('</api/public/signup-form/abc-123>; rel=preload; as=fetch; crossorigin');
    for (const url of ['/signup-form/a%3E%3B%20rel=x', '/signup-form/abc/def', '/', '/login']) {
      expect((await get(url)).headers.get('link'), url).toBeNull();
    }
  });

  it('sends the prerendered landing page to a browser without a session, index.html to one with (issue 17)', async () => {
    const prerendered = INDEX.replace(
      '<div id="root"></div>',
      '<div id="root"><h1>Turn visitors into regulars</h1></div>',
    );
    fs.mkdirSync(path.join(webDist, 'prerendered'));
    fs.writeFileSync(path.join(webDist, 'prerendered', 'landing.html'), prerendered);
    try {
      const visitor = await get('/');
      expect(visitor.headers.get('vary')).toContain('Cookie');
      expect(await visitor.text()).toBe(
        prerendered.replace('</head>', `${preload('landing-l1.js')}${preload('icons-i1.js')}</head>`),
      );
      for (const cookie of [
        'better-auth.session_token=abc.def',
        'theme=dark; __Secure-better-auth.session_token=a.b',
      ]) {
        const owner = await get('/', { Cookie: cookie });
        expect(await owner.text(), cookie).toBe(
          INDEX.replace('</head>', `${preload('landing-l1.js')}${preload('icons-i1.js')}</head>`),
        );
      }
      // Other pages are never the landing page.
      expect(await (await get('/login')).text()).toBe(INDEX);
    } finally {
      fs.rmSync(path.join(webDist, 'prerendered'), { recursive: true, force: true });
    }
  });
});
