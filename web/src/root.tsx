import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { mayBeSignedIn } from './api/session-hint.ts';
import { FullScreenLoader } from './components/ui/full-screen-loader.tsx';
import { RouteProgressBar } from './components/ui/route-progress-bar.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import { holdWebFont } from './lib/web-font-after-paint.ts';

/*
 * The first split: the enrolment form a customer opens from a QR code on a phone loads React, the router and its
 * own chunk, and nothing else (issue 17: under 100 KB of JS gzipped). Every other screen comes with app.tsx, which
 * brings the query client, zod and the toasts.
 */
// Before anything is drawn, the loader included: the form's code, not Inter, comes first (issue 36).
if (typeof location !== 'undefined' && location.pathname.startsWith('/signup-form/')) holdWebFont();

/**
 * The whole stylesheet, which the prerendered landing page leaves out: its HTML carries only the rules the landing
 * page can use (web/scripts/prerender-landing.mjs) and names the file on its start tag. Loaded, alongside its code,
 * before any other screen draws; on every other page index.html links it already.
 */
function wholeStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLElement>('script[data-stylesheet]')?.dataset.stylesheet;
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    // Without it the screen still works, in the rules the page came with.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}

/** A screen's module once the whole stylesheet is in too. */
const styled = <TModule,>(load: Promise<TModule>) => Promise.all([load, wholeStylesheet()]).then(([module]) => module);

const SignupFormPage = lazyPage(() => styled(import('./pages/signup-form.tsx')), 'SignupFormPage');
const LandingPage = lazyPage(() => import('./pages/landing.tsx'), 'LandingPage');

/** The landing page's code, before React takes over its prerendered HTML (main.tsx). */
export const preloadLandingPage = LandingPage.preload;
const App = lazyPage(() => styled(import('./app.tsx')), 'App');

/*
 * The landing page is the second split: a visitor's browser that has never been signed in gets it without app.tsx
 * (issue 17: no query client, zod or toasts to draw it). A browser that may hold a session goes through the app,
 * whose guard sends a signed-in owner to their dashboard.
 */
function Home() {
  return mayBeSignedIn() ? <App /> : <LandingPage />;
}

export function Root() {
  return (
    <>
      <RouteProgressBar />
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          <Route path="signup-form/:code" element={<SignupFormPage />} />
          <Route index element={<Home />} />
          <Route path="*" element={<App />} />
        </Routes>
      </Suspense>
    </>
  );
}
