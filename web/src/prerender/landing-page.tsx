import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Root } from '../root.tsx';

/*
 * The landing page as a visitor without the signed-in hint first sees it, drawn at build time (web/scripts/
 * prerender-landing.mjs) so a phone paints the hero before any JavaScript runs (issue 17). The tree is main.tsx's
 * with a StaticRouter, so the browser hydrates this HTML instead of drawing it again; the pricing cards are in their
 * loading state, as on the first client render.
 */
export async function renderLandingPage(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location="/">
        <Root />
      </StaticRouter>
    </StrictMode>,
  );
  let html = '';
  for await (const part of prelude) html += part.toString();
  return html;
}
