import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout, meQueryKey } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { toast } from '../../components/ui/toaster.tsx';

/** Signs out, forgets every cached query and returns to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      // A 401 means the session is already gone, which is what we wanted.
      if (!(error instanceof ApiError && error.status === 401)) {
        setPending(false);
        toast.error(errorMessage(error, 'Failed to sign out'));
        return;
      }
    }
    // Clear the user first so no guard sends us back into the app.
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    navigate('/login', { replace: true });
    setPending(false);
  }

  return { signOut, pending };
}
