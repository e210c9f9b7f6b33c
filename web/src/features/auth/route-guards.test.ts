import { describe, expect, it } from 'vitest';
import { decideRedirect, type RouteAccess } from './route-guards.ts';

const anonymous = null;
const businessUser = { isSuperAdmin: false };
const superAdmin = { isSuperAdmin: true };

describe('decideRedirect (spec section 2, route table)', () => {
  it.each<[RouteAccess, typeof anonymous | typeof businessUser, string | null]>([
    ['home', anonymous, null],
    ['home', businessUser, '/dashboard'],
    ['home', superAdmin, '/admin/dashboard'],
    ['login', anonymous, null],
    ['login', businessUser, '/dashboard'],
    ['login', superAdmin, '/admin/dashboard'],
    ['signup', anonymous, null],
    ['signup', businessUser, '/dashboard'],
    ['signup', superAdmin, '/admin/dashboard'],
    ['business', anonymous, '/login'],
    ['business', businessUser, null],
    // A super admin has no business: its screens would only say 'Business context not available'.
    ['business', superAdmin, '/admin/dashboard'],
    ['super-admin', anonymous, '/login'],
    ['super-admin', businessUser, '/dashboard'],
    ['super-admin', superAdmin, null],
    ['public', anonymous, null],
    ['public', businessUser, null],
    ['public', superAdmin, null],
  ])('%s route, viewer %o → %s', (access, viewer, expected) => {
    expect(decideRedirect(access, viewer)).toBe(expected);
  });
});
