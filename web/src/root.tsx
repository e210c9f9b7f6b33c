import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { FullScreenLoader } from './components/ui/full-screen-loader.tsx';
import { RouteProgressBar } from './components/ui/route-progress-bar.tsx';
import { lazyPage } from './lib/lazy-page.ts';

/*
 * The first split: the enrolment form a customer opens from a QR code on a phone loads React, the router and its
 * own chunk, and nothing else (issue 17: under 100 KB of JS gzipped). Every other screen comes with app.tsx, which
 * brings the query client, zod and the toasts.
 */
const SignupFormPage = lazyPage(() => import('./pages/signup-form.tsx'), 'SignupFormPage');
const App = lazyPage(() => import('./app.tsx'), 'App');

// A first visit to the landing page fetches its code alongside app.tsx's instead of after it: one round trip less.
if (window.location.pathname === '/') void import('./pages/landing.tsx');

export function Root() {
  return (
    <>
      <RouteProgressBar />
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          <Route path="signup-form/:code" element={<SignupFormPage />} />
          <Route path="*" element={<App />} />
        </Routes>
      </Suspense>
    </>
  );
}
