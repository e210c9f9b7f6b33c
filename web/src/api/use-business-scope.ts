import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from './auth.ts';
import type { TScope } from './query-keys.ts';

/**
 * The first part of every business query's key: the signed-in user's business id (a super admin, who has
 * none, is keyed by their user id). Null until /api/me has answered; business queries wait for it.
 */
export function useBusinessScope(): TScope {
  // The guards have loaded the profile already: reading it here must not ask the server again on every page.
  const { data: me } = useQuery({ ...meQueryOptions(), refetchOnMount: false });
  if (!me) return null;
  return me.business?.id ?? me.user.id;
}
