import type { TPortalLoginResponse } from '@regulars/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';

export type TBusinessChoice = TPortalLoginResponse['choices'][number];

/**
 * What to do with the portal's answer to a login, a business choice or a new PIN: signed in goes to the
 * dashboard (nothing cached for an earlier customer survives), a choice is handed back to be shown.
 */
export function usePortalEntry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (response: TPortalLoginResponse, onChoose: (choices: TBusinessChoice[]) => void) => {
      if (response.status === 'choose') {
        onChoose(response.choices);
        return;
      }
      queryClient.removeQueries({ queryKey: queryKeys.portal() });
      navigate('/customer/dashboard', { replace: true });
    },
    [queryClient, navigate],
  );
}
