import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { mayBeSignedIn } from './api/session-hint.ts';
import { FullScreenLoader } from './components/ui/full-screen-loader.tsx';
import { RouteProgressBar } from './components/ui/route-progress-bar.tsx';
import { lazyPage } from './lib/lazy-page.ts';

/*
 * The first split: the enrolment form a customer opens from a QR code on a phone loads React, the router and its
 * own chunk, and nothing else (issue 17: under 100 KB of JS gzipped). Every other screen comes with app.tsx, which
 * brings the query client, zod and the toasts.
 */
const SignupFormPage = lazyPage(() => import('./pages/signup-form.tsx'), 'SignupFormPage');
const LandingPage = lazyPage(() => import('./pages/landing.tsx'), 'LandingPage');

/** The landing page's code, before React takes over its prerendered HTML (main.tsx). */
export const preloadLandingPage = LandingPage.preload;
const App = lazyPage(() => import('./app.tsx'), 'App');

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
