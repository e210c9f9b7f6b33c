import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { usePortalLogoutRequest } from '../../api/portal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { toast } from '../../components/ui/toaster.tsx';

/** Logs the customer out of the portal, forgets what it showed them and returns to /customer/login. */
export function usePortalLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = usePortalLogoutRequest({
    onSuccess: () => {
      navigate('/customer/login', { replace: true });
      queryClient.removeQueries({ queryKey: queryKeys.portal() });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to log out. Please try again.')),
  });
  return { logOut: () => mutation.mutate(), pending: mutation.isPending || mutation.isSuccess };
}
