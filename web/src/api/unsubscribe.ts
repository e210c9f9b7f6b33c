import { ZUnsubscribeState } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { writeAnswer } from './write-answer.ts';

const path = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

/** Whose email an unsubscribe link came in (public; the token is the key). Reading it changes nothing. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: ({ signal }) => apiRequest(path(token), { schema: ZUnsubscribeState, signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(path(token), { method: 'POST', body: {}, schema: ZUnsubscribeState }),
    onSuccess: (state) => writeAnswer(queryClient, queryKeys.unsubscribe(token), state),
  });
}
