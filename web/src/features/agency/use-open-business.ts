import { AGENCY_MESSAGES } from '@regulars/contracts';
import { useNavigate } from 'react-router';
import { useOpenClient } from '../../api/agency.ts';
import { errorMessage } from '../../api/client.ts';
import { toast } from '../../components/ui/toaster.tsx';

/** Opens a client (or the agency's own business with null) and lands on its dashboard, saying where the user now is. */
export function useOpenBusiness() {
  const open = useOpenClient();
  const navigate = useNavigate();
  function openBusiness(target: { id: string | null; companyName: string }, onDone?: () => void) {
    open.mutate(target.id, {
      onSuccess: () => {
        toast.success(
          target.id ? AGENCY_MESSAGES.opened(target.companyName) : AGENCY_MESSAGES.backToAgency(target.companyName),
        );
        onDone?.();
        navigate('/dashboard');
      },
      onError: (caught) => toast.error(errorMessage(caught, AGENCY_MESSAGES.openFailed)),
    });
  }
  return { openBusiness, pending: open.isPending, pendingId: open.isPending ? open.variables : undefined };
}
