import { useNavigate } from 'react-router';
import { useLogout } from '../../api/sign-out.ts';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { signinRefusal } from './signin-refusals.ts';

/** Signs out, forgets every cached query and returns to /login; a failure is said in the user's language. */
export function useSignOut() {
  const words = useAppWords();
  const navigate = useNavigate();
  const mutation = useLogout({
    onSuccess: () => navigate('/login', { replace: true }),
    onError: (error) => toast.error(signinRefusal(words, error, 'signin.signOut.failed')),
  });

  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
