import '@fontsource-variable/inter';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { mayBeSignedIn } from './api/session-hint.ts';
import { preloadLandingPage, Root } from './root.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  </StrictMode>
);

// The server sends the landing page drawn at build time to a browser without a session (src/prerender): a visitor's
// browser takes that HTML over. One whose hint says it may be signed in goes through the app instead, from scratch.
if (root.firstChild && !mayBeSignedIn()) {
  // Its code first (the server names it for preloading), so React takes the page over in one pass, without
  // suspending; as a transition, in short slices instead of one long task (Total Blocking Time).
  void preloadLandingPage().then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
