import type { TMe } from '@regulars/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './auth.ts';
import { isMeKey, queryKeys } from './query-keys.ts';
import { noteSignedIn } from './session-hint.ts';

const cachedUserId = (queryClient: QueryClient) =>
  queryClient.getQueryData<TMe | null>(queryKeys.me())?.user.id ?? null;

/**
 * `me` has just signed in (password, sign-up, invitation). Anything cached for someone else, or from
 * before anyone was signed in, goes first: the next screen must not show it, not even for a frame.
 */
export function rememberSession(queryClient: QueryClient, me: TMe | null): void {
  if (cachedUserId(queryClient) !== (me?.user.id ?? null)) queryClient.clear();
  queryClient.setQueryData(queryKeys.me(), me);
}

/** After signing out: forget everything, then ask the server who is signed in now (nobody) for the guards. */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  try {
    await queryClient.fetchQuery(meQueryOptions());
  } catch {
    queryClient.setQueryData(queryKeys.me(), null);
  }
}

/**
 * Drops every other query whenever the cached user changes without the app asking for it: a 401 (the
 * session ended, e.g. signed out in another tab) or a profile refetch that finds someone else signed in
 * (another tab signed in as another user, a return from Google). Keys are scoped by business too, but the
 * old answers would still sit in memory until collected.
 */
export function dropDataOfPreviousUser(queryClient: QueryClient): () => void {
  let knownUserId: string | null | undefined;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isMeKey(event.query.queryKey)) return;
    const userId = (event.query.state.data as TMe | null | undefined)?.user.id ?? null;
    const previous = knownUserId;
    knownUserId = userId;
    if (previous === undefined || previous === userId) return;
    queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
  });
}

/** Keeps the browser's note of whether someone is signed in (session-hint.ts) in step with every answer about it. */
export function keepSessionHint(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isMeKey(event.query.queryKey)) return;
    noteSignedIn(Boolean(event.query.state.data));
  });
}
