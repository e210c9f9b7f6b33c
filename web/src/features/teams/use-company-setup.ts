import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { needsCompanySetup, setupCompany } from '../../api/teams.ts';
import { useBusinessScope } from '../../api/use-business-scope.ts';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** The first visit with no team creates one, then reloads after about 0.5 s. */
export const RELOAD_AFTER_SETUP_MS = 500;

export type TSetupState = 'idle' | 'running' | 'failed';

/** Runs the setup once when the profile load says there is no team yet; `retry` runs it again. */
export function useCompanySetup(loadError: unknown) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  const { t } = useAppWords();
  const [state, setState] = useState<TSetupState>('idle');
  const tried = useRef(false);

  const run = useCallback(async () => {
    setState('running');
    try {
      await setupCompany();
      await new Promise((resolve) => setTimeout(resolve, RELOAD_AFTER_SETUP_MS));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.company(scope) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me() }),
      ]);
      setState('idle');
    } catch {
      toast.error(t('company.setupFailed'));
      setState('failed');
    }
  }, [queryClient, scope, t]);

  const missing = needsCompanySetup(loadError);
  useEffect(() => {
    if (missing && !tried.current) {
      tried.current = true;
      void run();
    }
  }, [missing, run]);

  return { state: missing && state === 'idle' && tried.current ? 'failed' : state, retry: run } as const;
}
