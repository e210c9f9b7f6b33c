import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './harness.ts';

// A stand-in for web/dist (issue 36): the entry, the app's chunk, the layout and three screens.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-first-paint-'));
const INDEX = `<!doctype html><html><head><title>Regulars</title><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-r1.js"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_auth-a1.js': { file: 'assets/auth-a1.js', imports: ['_react-r1.js'] },
  'src/app.tsx': { file: 'assets/app-p1.js', imports: ['index.html', '_react-r1.js', '_auth-a1.js'] },
  'src/features/layout/app-shell.tsx': { file: 'assets/app-shell-s1.js', imports: ['_auth-a1.js'] },
  '_stat-card-grid-g1.js': { file: 'assets/stat-card-grid-g1.js', imports: ['_react-r1.js'] },
  'src/pages/dashboard.tsx': { file: 'assets/dashboard-d1.js', imports: ['_auth-a1.js', '_stat-card-grid-g1.js'] },
  'src/pages/customers.tsx': { file: 'assets/customers-c1.js', imports: ['_react-r1.js'] },
  'src/pages/checkin.tsx': { file: 'assets/checkin-k1.js', imports: ['_react-r1.js'] },
  'src/pages/programs.tsx': { file: 'assets/programs-o1.js', imports: ['_react-r1.js'] },
};
fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));

const SESSION = 'better-auth.session_token=abc.def';
const modules = (...files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`).join('');
const fetches = (...urls: string[]) =>
  urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('');
const APP = ['app-p1.js', 'auth-a1.js', 'app-shell-s1.js'];
/** What every signed-in screen asks for first: the session and the layout's own queries. */
const SHELL = ['/api/me', '/api/auth-config', '/api/tiers', '/api/account/suspension'];

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe('a signed-in app screen opened cold (issue 36)', () => {
  it("names the session read, the screen's chunks and its first query in index.html, each once", async () => {
    const expected: Record<string, string> = {
      '/dashboard': `${fetches(
        ...SHELL,
        '/api/dashboard/stats',
        '/api/dashboard/getting-started',
        '/api/dashboard/trend',
        '/api/settings/signup-form',
        '/api/settings/delivery',
      )}${modules(...APP, 'dashboard-d1.js', 'stat-card-grid-g1.js')}`,
      '/customers': `${fetches(...SHELL, '/api/customers?page=1&amp;limit=25', '/api/customers/deletion-requests')}${modules(...APP, 'customers-c1.js')}`,
      '/checkin': `${fetches(...SHELL, '/api/counter/device', '/api/locations', '/api/till-sales')}${modules(...APP, 'checkin-k1.js')}`,
      // Every screen of the sidebar (issue 49): its own first query beside the layout's.
      '/programs': `${fetches(...SHELL, '/api/programs', '/api/multipliers', '/api/status-tiers', '/api/referrals')}${modules(...APP, 'programs-o1.js')}`,
    };
    for (const [url, links] of Object.entries(expected)) {
      for (const cookie of [SESSION, `theme=dark; __Secure-${SESSION}`]) {
        const page = await get(url, { Cookie: cookie });
        expect(page.status, url).toBe(200);
        expect(page.headers.get('content-type'), url).toContain('text/html');
        expect(await page.text(), `${url} ${cookie}`).toBe(INDEX.replace('</head>', `${links}</head>`));
      }
    }
  });

  it('names none of them to a browser without a session: no chunk names for visitors', async () => {
    const visitors: Record<string, string>[] = [{}, { Cookie: 'theme=dark' }, { Cookie: 'better-auth.session_data=x' }];
    for (const url of ['/dashboard', '/customers', '/checkin']) {
      for (const headers of visitors) {
        const page = await get(url, headers);
        expect(page.status, url).toBe(200);
        expect(await page.text(), url).toBe(INDEX);
      }
    }
  });

  it('tells shared caches the page differs with the cookie, and gives each version its own ETag', async () => {
    const visitor = await get('/dashboard');
    const owner = await get('/dashboard', { Cookie: SESSION });
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(owner.headers.get('vary')).toContain('Cookie');
    expect(visitor.headers.get('etag')).not.toBe(owner.headers.get('etag'));
    // A visitor's copy is never confirmed for a signed-in browser, nor one screen's for another.
    const ownerEtag = owner.headers.get('etag') ?? '';
    expect((await get('/dashboard', { Cookie: SESSION, 'If-None-Match': ownerEtag })).status).toBe(304);
    expect(
      (await get('/dashboard', { Cookie: SESSION, 'If-None-Match': visitor.headers.get('etag') ?? '' })).status,
    ).toBe(200);
    expect((await get('/customers', { Cookie: SESSION, 'If-None-Match': ownerEtag })).status).toBe(200);
  });

  it('leaves other app routes as built, with or without a session', async () => {
    for (const url of ['/customers/42', '/campaigns/42', '/login']) {
      const page = await get(url, { Cookie: SESSION });
      expect(await page.text(), url).toBe(INDEX);
      expect(page.headers.get('vary') ?? '', url).not.toContain('Cookie');
    }
  });
});
