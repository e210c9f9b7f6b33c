import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';
// The API refuses state changes whose Origin is not APP_URL's, and the browser names this dev server as origin.
const appOrigin = new URL(process.env.APP_URL ?? apiTarget).origin;
const toApi: ProxyOptions = {
  target: apiTarget,
  changeOrigin: false,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      // Only this dev page's own origin is vouched for: another site's Origin still reaches the API and is refused.
      if (req.headers.origin === `http://${req.headers.host}`) proxyReq.setHeader('origin', appOrigin);
    });
  },
};

/**
 * The files of the lucide icons the public enrolment form shows (pages/signup-form.tsx, features/enrolment, the
 * program types, the alert): Gift, MapPin, Eye, EyeOff, CircleCheck, CircleAlert (circle-exclamation-point), Info,
 * QrCode, Star, Stamp, Ticket, Percent, Coffee. public-pages.spec.ts fails if the form's JS outgrows its budget.
 */
const PUBLIC_FORM_ICONS =
  /[\\/]icons[\\/](gift|map-pin|eye|eye-off|circle-check|circle-exclamation-point|info|qr-code|star|stamp|ticket|percent|coffee)\.mjs$/;

/**
 * The landing page's lucide icons besides the form's (features/landing): in their own small file, so a visitor on a
 * phone does not download every screen's icons (issue 17). public-pages.spec.ts fails if the page outgrows its budget.
 */
const LANDING_ICONS =
  /[\\/]icons[\\/](arrow-right|chart-column|check|clock|coins|heart-handshake|layers|mail|menu|message-square-text|palette|search|shield|smartphone|sparkles|store|user-plus|users|wallet|x)\.mjs$/;

/** The enrolment form's own code (the route's page, its components, API hooks and checks). */
const PUBLIC_FORM_CODE =
  /[\\/]web[\\/]src[\\/](pages[\\/]signup-form|features[\\/]enrolment[\\/][^/\\]+|api[\\/]enrolment)\.tsx?$/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The landing page's footer year as prerendered (src/lib/use-current-year.ts).
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server names a public page's own chunks in its index.html (route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // The contracts only declare schemas: a screen gets the ones it imports, not every domain's. A feature's face
      // (features/<name>/index.ts) only re-exports: a screen gets the files it uses through it, not the whole feature.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]contracts[\\/]src[\\/]|[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached between deploys. Other libraries
        // go with the screens that use them (no catch-all group), so the enrolment form never downloads papaparse.
        codeSplitting: {
          groups: [
            // Groups take the modules they need along (a higher priority first): React stays in its own.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            // zod-jitless.ts rides with zod: it must run before any chunk builds a schema, or zod probes for eval.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ },
            // Each tiny file costs a phone a round trip: the icons travel together, except the ones the public
            // enrolment form shows, which ride with it (issue 17: the form's JS under 100 KB gzipped).
            {
              name: 'icons',
              test: (id: string) =>
                /lucide-react[\\/].*[\\/]icons[\\/]/.test(id) && !PUBLIC_FORM_ICONS.test(id) && !LANDING_ICONS.test(id),
            },
            { name: 'landing-icons', test: LANDING_ICONS },
            // What every screen draws with (and the enrolment form and the loading screen too), in one file; with it the
            // hold on Inter that root.tsx puts on the enrolment form (lib/web-font-after-paint.ts), released by the form.
            {
              name: 'ui',
              // Before the icons group, which would otherwise take lucide's own code along with the icons.
              priority: 2,
              test: /node_modules[\\/]clsx[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]|lucide-react\.mjs)|[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](alert|button|input|label|logo|spinner|full-screen-loader)|lib[\\/](cn|web-font-after-paint)|api[\\/]client)\.tsx?$/,
            },
            // The form's icons, which the landing page draws too: their own file, not inside the form's code. After 'ui'
            // (same priority), which takes lucide's own code; before the form's group, which would take them along.
            { name: 'public-icons', test: PUBLIC_FORM_ICONS, priority: 2 },
            // The public enrolment form's code in one file: fewer round trips and better compression for a customer on
            // a phone (issue 17).
            {
              name: 'signup-form',
              test: PUBLIC_FORM_CODE,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': toApi,
      '/stripe-webhook': toApi,
    },
  },
});
