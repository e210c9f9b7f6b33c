import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { forgetSession } from '../../api/session-cache.ts';
import { toast } from '../../components/ui/toaster.tsx';

/** Signs out, forgets every cached query and returns to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
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
    onSuccess: () => navigate('/login', { replace: true }),
    onError: (error) => toast.error(errorMessage(error, 'Failed to sign out')),
  });

  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
