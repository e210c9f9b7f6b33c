import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useLogout } from '../../api/sign-out.ts';
import { toast } from '../../components/ui/toaster.tsx';

/** Signs out, forgets every cached query and returns to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const mutation = useLogout({
    onSuccess: () => navigate('/login', { replace: true }),
    onError: (error) => toast.error(errorMessage(error, 'Failed to sign out')),
  });

  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
