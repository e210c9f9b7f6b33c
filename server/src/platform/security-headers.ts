import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The Content-Security-Policy the built app runs under. Scripts come only from our own files (Vite
 * emits no inline script). Styles allow 'unsafe-inline' because React `style` props and Radix's
 * scroll lock write inline styles; never add a nonce there, it would switch 'unsafe-inline' off.
 * QR codes are drawn as data: images; CSV downloads use blob: links. Email previews show the business's images
 * from their https addresses, as every recipient's mail client loads them (images are https only in emails).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  // Google sign-in and Stripe Checkout are top-level redirects, not form posts or frames.
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Only the counter screen (/checkin) scans QR codes; every other page gets no camera at all. */
const COUNTER_PATH = /^\/checkin(\/|$)/;
const NO_CAMERA = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const CAMERA_HERE = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Security headers on every response: API, SPA, static files and errors alike.
 * A document keeps the Permissions-Policy it was loaded with, so the counter screen must be entered
 * by a full page load (`<Link reloadDocument>`), not a client-side route change, to get the camera.
 */
export function securityHeaders(appUrl: string, opts: { embeddablePaths?: string[] } = {}): MiddlewareHandler {
  const https = appUrl.startsWith('https://');
  // Over https, a stray http:// URL is fetched over https instead of being blocked as mixed content.
  const csp = https ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] } : CONTENT_SECURITY_POLICY;
  const headers = secureHeaders({
    contentSecurityPolicy: csp,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // HSTS over plain http is ignored by browsers and would only confuse a local setup.
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    // Emails link to the app and embed nothing of it but the open pixel (embeddablePaths), so same-origin elsewhere.
    crossOriginResourcePolicy: 'same-origin',
  });
  return async (c, next) => {
    await headers(c, next);
    c.res.headers.set('Permissions-Policy', isCounterPage(c) ? CAMERA_HERE : NO_CAMERA);
    // The email open pixel is embedded by mail clients on other origins (webmail pages): same-origin would block it.
    if (opts.embeddablePaths?.some((prefix) => c.req.path.startsWith(`${prefix}/`))) {
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  };
}

function isCounterPage(c: Context): boolean {
  return COUNTER_PATH.test(c.req.path) && (c.res.headers.get('content-type') ?? '').startsWith('text/html');
}
