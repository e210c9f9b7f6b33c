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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The contracts only declare schemas: a screen gets the ones it imports, not every domain's.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]contracts[\\/]src[\\/]/.test(id) },
      output: {
        // Libraries change less often than our code: separate chunks stay cached between deploys. Other libraries
        // go with the screens that use them (no catch-all group), so the enrolment form never downloads papaparse.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // zod-jitless.ts rides with zod: it must run before any chunk builds a schema, or zod probes for eval.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ },
            // Each tiny file costs a phone a round trip: the icons travel together.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
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
