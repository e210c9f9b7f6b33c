import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Writes a save's answer (or what follows from it) into the cache. A read of the same data still under way began
 * before the save was answered: it is cancelled first, or its older answer would land after this one and the screen
 * would show the value from before the save. (Where the key is invalidated right after instead, the refetch cancels
 * that read itself.)
 */
export async function writeAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer);
  // Nothing to write into (the cancelled read was the first): read afresh rather than leave the screen waiting.
  if (queryClient.getQueryData(queryKey) === undefined) void queryClient.invalidateQueries({ queryKey, exact: true });
}
