import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from './auth.ts';
import { ApiError } from './client.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { forgetSession } from './session-cache.ts';

/** Signs out and forgets every cached query. */
export function useLogout(callbacks: TMutationCallbacks<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        // A 401 means the session is already gone, which is what we wanted.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
      // Nobody is signed in once this resolves, so no guard sends us back into the app.
      await forgetSession(queryClient);
    },
    ...callbacks,
  });
}
