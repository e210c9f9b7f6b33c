import type { TMe } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { meQueryOptions } from './auth.ts';
import { CounterDeviceScope } from './counter-device-scope.ts';
import type { TScope } from './query-keys.ts';

/**
 * The first part of every business query's key: the agency's client the session has open (issue 32), else the
 * signed-in user's business id (a super admin, who has none, is keyed by their user id). Null until /api/me has
 * answered; business queries wait for it. On a counter device, the device's scope.
 */
export function useBusinessScope(): TScope {
  const device = use(CounterDeviceScope);
  // The guards have loaded the profile already: reading it here must not ask the server again on every page.
  const { data: me } = useQuery({ ...meQueryOptions(), refetchOnMount: false, enabled: device === null });
  if (device) return device;
  if (!me) return null;
  return businessScopeOf(me);
}

/** Whose data the screens show for this profile: an open client's, else the user's own business's. */
export function businessScopeOf(me: TMe): string {
  return me.openClient?.id ?? me.business?.id ?? me.user.id;
}
