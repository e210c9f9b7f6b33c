import { Navigate, Outlet } from 'react-router';
import { useMeWhen } from '../../api/auth.ts';
import { isPortalSignedOut, usePortalDashboard } from '../../api/portal.ts';
import { mayBeSignedIn } from '../../api/session-hint.ts';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { decideRedirect, type RouteAccess } from './route-guards.ts';

/**
 * Renders the nested route, or redirects as the route table says; a spinner while the session loads. The landing
 * page draws at once for a browser that has not been signed in: it does not ask for a session it would not find.
 */
export function Guard({ access }: { access: RouteAccess }) {
  const checks = access !== 'home' || mayBeSignedIn();
  const me = useMeWhen(checks);
  if (checks && me.isPending) return <FullScreenLoader />;
  // A failed session check (server down) counts as signed out.
  const redirect = decideRedirect(access, checks ? (me.data ?? null) : null);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/**
 * The customer portal is gated by its own session (a cookie the browser keeps): the portal's dashboard answering
 * 401 sends the visitor to /customer/login. Meanwhile the page shows its own loading state.
 */
export function CustomerGuard() {
  const dashboard = usePortalDashboard();
  if (isPortalSignedOut(dashboard.error)) return <Navigate to="/customer/login" replace />;
  return <Outlet />;
}
