import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../api/auth.ts';
import { isPortalSignedOut, usePortalDashboard } from '../../api/portal.ts';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { decideRedirect, type RouteAccess } from './route-guards.ts';

/** Renders the nested route, or redirects as the route table says; a spinner while the session loads. */
export function Guard({ access }: { access: RouteAccess }) {
  const me = useMe();
  if (me.isPending) return <FullScreenLoader />;
  // A failed session check (server down) counts as signed out.
  const redirect = decideRedirect(access, me.data ?? null);
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
