import type { TMe } from '@regulars/contracts';

/**
 * Who may see a route.
 * - home / login: public, but signed-in users are sent to their home screen.
 * - signup: public, but signed-in users go to their home screen.
 * - business: signed-in business users; a super admin (who has no business) goes to /admin/dashboard.
 * - super-admin: signed-in super admins only.
 * - public: everyone, no redirect.
 */
export type RouteAccess = 'home' | 'login' | 'signup' | 'business' | 'super-admin' | 'public';

type Viewer = Pick<TMe, 'isSuperAdmin'> | null;

/** Where to send the viewer instead of the requested route, or null to show it. */
export function decideRedirect(access: RouteAccess, me: Viewer): string | null {
  switch (access) {
    case 'home':
    case 'login':
      if (!me) return null;
      return me.isSuperAdmin ? '/admin/dashboard' : '/dashboard';
    case 'signup':
      if (!me) return null;
      return me.isSuperAdmin ? '/admin/dashboard' : '/dashboard';
    case 'business':
      if (!me) return '/login';
      return me.isSuperAdmin ? '/admin/dashboard' : null;
    case 'super-admin':
      if (!me) return '/login';
      return me.isSuperAdmin ? null : '/dashboard';
    case 'public':
      return null;
  }
}
