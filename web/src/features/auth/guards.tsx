import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../api/auth.ts';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { CUSTOMER_SESSION_KEY, decideCustomerRedirect, decideRedirect, type RouteAccess } from './route-guards.ts';

/** Renders the nested route, or redirects as the route table says; a spinner while the session loads. */
export function Guard({ access }: { access: RouteAccess }) {
  const me = useMe();
  if (me.isPending) return <FullScreenLoader />;
  // A failed session check (server down) counts as signed out.
  const redirect = decideRedirect(access, me.data ?? null);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

export function CustomerGuard() {
  const redirect = decideCustomerRedirect(readCustomerSession());
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

function readCustomerSession(): string | null {
  try {
    return window.sessionStorage.getItem(CUSTOMER_SESSION_KEY);
  } catch {
    return null;
  }
}
