/**
 * Whether this browser had a signed-in session when it last asked. The session cookie is httpOnly, so the page
 * cannot see it; this note lets the landing page draw at once for visitors (no /api/me call, no 401 in the
 * console) and still send a signed-in owner to their dashboard. It decides nothing the server would not: every
 * screen behind it checks the session itself.
 */
const KEY = 'regulars.signed-in';

export function mayBeSignedIn(): boolean {
  // The build's prerender (src/prerender) draws what a visitor without the hint sees.
  if (typeof window === 'undefined') return false;
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    // Storage refused (private mode, a sandbox): ask the server as before.
    return true;
  }
}

export function noteSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Without storage the landing page asks the server every time, which is only slower.
  }
}
