/*
 * The enrolment form draws in the metric-matched fallback face first ("Inter Fallback", index.css) and takes Inter
 * once it is drawn (issue 36). Inter's Latin file is 49 KB: asked for as soon as the form's first text is laid out,
 * it would share a phone's slow connection with the form's code and its answer, and hold the form back.
 */

/** --font-sans (index.css) without Inter: the fallback face first, then the system's. */
const WITHOUT_INTER = '"Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INTER = '1em "Inter Variable"';

/** Draws the page without Inter until releaseWebFont() (nothing to hold when Inter is loaded already). */
export function holdWebFont(): void {
  if (typeof document === 'undefined' || document.fonts.check(INTER)) return;
  document.documentElement.style.setProperty('--font-sans', WITHOUT_INTER);
}

/**
 * Once what React has just drawn is on screen (its largest text reported painted, or half a second at most): loads
 * Inter (its Latin file only), then draws in it. The metric-matched fallback keeps every line where it was.
 */
export function releaseWebFont(): void {
  const root = document.documentElement;
  if (!root.style.getPropertyValue('--font-sans')) return;
  const drawnAt = performance.now();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    observer?.disconnect();
    const restore = () => root.style.removeProperty('--font-sans');
    // A space: the Latin file's range. Without the font (offline, blocked) the page stays in the fallback face.
    document.fonts.load(INTER, ' ').then(restore, restore);
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= drawnAt)) release();
      })
    : null;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  // A browser that reports no largest paint, or a draw that made nothing larger: after a frame and a moment.
  requestAnimationFrame(() => setTimeout(release, observer ? 500 : 0));
}
