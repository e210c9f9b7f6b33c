/*
 * The prerendered landing page's scripts, started once its first paint is on screen (issue 36); copied into
 * dist/assets under a name from its content by prerender-landing.mjs. The page is drawn in the HTML, so nothing
 * needs the app's code to paint; fetched together with the page, its 100 KB of JavaScript would share a phone's slow
 * connection with the HTML and the font and hold the first paint back. This tag names the entry and the chunks the
 * page hydrates with: all are asked for at once, right after the first paint. (It also names the whole stylesheet,
 * which root.tsx loads before another screen draws: the page's own rules are inline.) Plain and deferred, so it
 * blocks nothing itself; the Content-Security-Policy lets it add scripts from our own origin.
 */
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const entry = tag.dataset.entry;
  const modules = JSON.parse(tag.dataset.modules || '[]');
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  const paints =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  // A tab in the background paints nothing (and runs no animation frame): nothing to wait for.
  if (!paints || document.visibilityState !== 'visible') {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // The entry comes once the paint is on screen: a task of its own, no extra frame asked for.
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // Whatever happens to the paint, the page comes alive.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();
