import fs from 'node:fs';
import path from 'node:path';
import { CUSTOMER_PAGE_SIZE_DEFAULT } from '@regulars/contracts';

/** A chunk in Vite's build manifest (web/dist/.vite/manifest.json), keyed by its source path or `_<name>.js`. */
type TManifestChunk = { file: string; name?: string; src?: string; imports?: string[] };
type TManifest = Record<string, TManifestChunk>;

/** A route whose index.html names what its first paint needs, so the browser fetches it all at once. */
export type TRoutePreload = {
  /** The page's name in the server's cache of built pages. */
  name: string;
  test: (urlPath: string) => boolean;
  /** Source modules (web/src/…), or for one a chunk group takes, the group named like the file (web/vite.config.ts). */
  modules: string[];
  /** API answers the screen asks for first, with the same URL: the app's fetch is given the preloaded answer. */
  fetches?: string[];
  /** An app screen: named only to a browser with a session, so a visitor's page names none of the app's chunks. */
  session?: true;
};

/** The code every signed-in screen runs before its own: the app (web/src/app.tsx) and its layout. */
const APP_MODULES = ['src/app.tsx', 'src/features/layout/app-shell.tsx'];

/**
 * What every signed-in screen asks for first, whatever the screen: the session, then the layout's sign-in options,
 * plans and suspension notice (asked for once the layout has run, a second later on a cold load, without these).
 */
const APP_FETCHES = ['/api/me', '/api/auth-config', '/api/tiers', '/api/account/suspension'];

/**
 * A signed-in screen opened cold (issue 36): without these the browser finds the app's chunk when the entry has run,
 * asks for the session when that has run, and the screen's code and its queries only after the session answered.
 */
const appScreen = (name: string, urlPath: string, page: string, fetches: string[] = []): TRoutePreload => ({
  name,
  test: (candidate) => candidate === urlPath,
  modules: [...APP_MODULES, page],
  fetches: [...APP_FETCHES, ...fetches],
  session: true,
});

/**
 * The public pages whose first visit is timed on a phone (issue 17), by URL, and the source module each route loads
 * (web/src/root.tsx). index.html names the app's entry only; the route's own chunk would be found when the entry has
 * run, one round trip later. Then every screen of the business sidebar (issue 49), each with the queries it asks for
 * first whose URL is fixed, exactly as web/src/api asks for them (the customers' and campaigns' first page). The
 * messages log and /analytics' figures are not named: their URLs follow the page's own filters (?type=, ?period=).
 * Settings is named on /settings only: a closed business's screens must not ask for it (closing.spec.ts).
 */
const ROUTE_PRELOADS: TRoutePreload[] = [
  { name: 'landing', test: (urlPath) => urlPath === '/', modules: ['src/pages/landing.tsx'] },
  {
    name: 'signup-form',
    test: (urlPath) => urlPath.startsWith('/signup-form/'),
    modules: ['src/pages/signup-form.tsx'],
  },
  // Not the trend's bars (React.lazy): the chart library would be compiled before the numbers could show.
  appScreen('dashboard', '/dashboard', 'src/pages/dashboard.tsx', [
    '/api/dashboard/stats',
    '/api/dashboard/getting-started',
    '/api/dashboard/trend',
    '/api/settings/signup-form',
    '/api/settings/delivery',
  ]),
  appScreen('customers', '/customers', 'src/pages/customers.tsx', [
    `/api/customers?page=1&limit=${CUSTOMER_PAGE_SIZE_DEFAULT}`,
    '/api/customers/deletion-requests',
  ]),
  appScreen('checkin', '/checkin', 'src/pages/checkin.tsx', [
    '/api/counter/device',
    '/api/locations',
    '/api/till-sales',
  ]),
  appScreen('programs', '/programs', 'src/pages/programs.tsx', [
    '/api/programs',
    '/api/multipliers',
    '/api/status-tiers',
    '/api/referrals',
  ]),
  appScreen('qr-codes', '/qr-codes', 'src/pages/qr-codes.tsx', ['/api/qr-codes']),
  appScreen('campaigns', '/campaigns', 'src/pages/campaigns.tsx', ['/api/campaigns?page=1', '/api/automations']),
  appScreen('sms-templates', '/sms-templates', 'src/pages/sms-templates.tsx', ['/api/sms-templates']),
  appScreen('email-templates', '/email-templates', 'src/pages/email-templates.tsx', ['/api/email-templates']),
  appScreen('communications', '/communications', 'src/pages/communications.tsx', ['/api/settings/delivery']),
  appScreen('analytics', '/analytics', 'src/pages/analytics.tsx', ['/api/locations', '/api/settings/delivery']),
  appScreen('company', '/company', 'src/pages/company.tsx', [
    '/api/company',
    '/api/locations',
    '/api/counter/devices',
    '/api/counter/staff',
    '/api/counter/rules',
  ]),
  appScreen('settings', '/settings', 'src/pages/settings.tsx', [
    '/api/settings',
    '/api/settings/brand',
    '/api/settings/signup-form',
    '/api/settings/delivery',
    '/api/integrations/tills',
  ]),
  appScreen('subscription', '/subscription', 'src/pages/subscription.tsx', [
    '/api/billing/subscription',
    '/api/billing/credits',
  ]),
];

/** The route's preloads for this request, or null: an app screen's only when the browser sends a session cookie. */
export function routePreload(urlPath: string, signedIn: boolean): TRoutePreload | null {
  const route = ROUTE_PRELOADS.find((candidate) => candidate.test(urlPath));
  return route && (!route.session || signedIn) ? route : null;
}

/** Whether the page at this URL differs with the session cookie, which a shared cache must then keep apart. */
export function variesWithSession(urlPath: string): boolean {
  return urlPath === '/' || ROUTE_PRELOADS.some((route) => route.session && route.test(urlPath));
}

/**
 * index.html with the route's preloads: its API answers first, then `<link rel="modulepreload">` for its chunks and
 * the chunks they import (those the page does not name already). Without a manifest (a build without one, the API
 * tests' stand-in), the page as is.
 */
export function withRoutePreloads(html: string, manifest: TManifest | null, route: TRoutePreload): string {
  if (!manifest) return html;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of route.modules) {
    const key = manifest[module] ? module : chunkGroupKey(manifest, module);
    if (key) visit(key);
  }
  // `crossorigin`: the app's fetch() is a CORS-mode request, and only a preload made the same way is handed to it.
  const fetches = (route.fetches ?? []).map(
    (url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
  );
  const modules = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const links = [...fetches, ...modules].join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** The manifest's key of the chunk group a module is built into, named like its file ('signup-form'). */
function chunkGroupKey(manifest: TManifest, module: string): string | undefined {
  const chunk = path.basename(module).replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((name) => name.startsWith('_') && manifest[name]?.name === chunk);
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
