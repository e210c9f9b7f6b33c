import { ADMIN_ACTION_MESSAGES, AGENCY_MESSAGES } from '@regulars/contracts';
import { useNavigate } from 'react-router';
import { useOpenClient } from '../../api/agency.ts';
import { toast } from '../../components/ui/toaster.tsx';
import { refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';

/** Why opening a business may be refused, in English as the server says it, by the keys that say it in the user's. */
export const OPEN_REFUSALS: TKnownMessages = {
  [AGENCY_MESSAGES.clientNotFound]: 'frame.switcher.clientNotFound',
  [AGENCY_MESSAGES.notAnAgency]: 'frame.switcher.notAnAgency',
  [ADMIN_ACTION_MESSAGES.suspended]: 'frame.suspendedRefusal',
};

/** Opens a client (or the agency's own business with null) and lands on its dashboard, saying where the user now is. */
export function useOpenBusiness() {
  const words = useAppWords();
  const open = useOpenClient();
  const navigate = useNavigate();
  function openBusiness(target: { id: string | null; companyName: string }, onDone?: () => void) {
    open.mutate(target.id, {
      onSuccess: () => {
        const name = target.companyName;
        toast.success(
          target.id ? words.t('frame.switcher.opened', { name }) : words.t('frame.switcher.backToAgency', { name }),
        );
        onDone?.();
        navigate('/dashboard');
      },
      onError: (caught) => toast.error(refusalIn(words, caught, OPEN_REFUSALS, 'frame.switcher.openFailed')),
    });
  }
  return { openBusiness, pending: open.isPending, pendingId: open.isPending ? open.variables : undefined };
}
