import type { TActionResult, TManagerApproval } from '@regulars/contracts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { errorMessage } from '../../api/client.ts';
import { useLoyaltyAction } from '../../api/loyalty.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { useIntentKey } from '../../lib/use-intent-key.ts';
import { actionOutcome } from './action-outcome.ts';
import { useCounterLocationId } from './counter-location.ts';
import { useCounterOutcome } from './counter-outcome-context.ts';
import { counterRefusal } from './counter-refusal.ts';
import { isApprovalRequired, useAskManager } from './manager-approval.ts';

/** What every counter action's body carries besides its own fields (a manager's PIN when one was asked). */
export type TActionStamp = { idempotencyKey: string; locationId: string | null; managerApproval?: TManagerApproval };

type TOptions<TInput> = {
  send: (input: TInput, stamp: TActionStamp) => Promise<TActionResult>;
  /** Names the intent: equal for a repeat of the same action (same customer, amount, reward …). */
  intentOf: (input: TInput) => string;
  /** False where the form shows the API's refusal beside its own field (a reward code). */
  reportErrors?: boolean;
};

/** A counter action: sent with its intent's request key and the counter's location, its changes (or its refusal) shown in the result banner. */
export function useCounterAction<TInput>({ send, intentOf, reportErrors = true }: TOptions<TInput>) {
  const { report } = useCounterOutcome();
  const words = useAppWords();
  const money = useBusinessMoney();
  const keys = useIntentKey();
  const locationId = useCounterLocationId();
  const askManager = useAskManager();
  const mutation = useLoyaltyAction(({ input, stamp }: { input: TInput; stamp: TActionStamp }) => send(input, stamp), {
    locationId,
  });

  const run = (input: TInput, options: { onSuccess?: (result: TActionResult) => void } = {}) => {
    const stamp = { idempotencyKey: keys.keyFor(intentOf(input)), locationId };
    const done = (result: TActionResult) => {
      keys.finish();
      options.onSuccess?.(result);
      report(actionOutcome(result));
    };
    mutation.mutate(
      { input, stamp },
      {
        onSuccess: done,
        onError: (error) => {
          // Reserved for managers: a manager approves with their PIN and the same action goes again. The dialog says
          // the server's reason in the user's words.
          if (askManager && isApprovalRequired(error)) {
            askManager({
              reason: errorMessage(error),
              approve: async (managerApproval) =>
                done(await mutation.mutateAsync({ input, stamp: { ...stamp, managerApproval } })),
            });
          } else if (reportErrors) report({ tone: 'error', message: counterRefusal(words, error, money) });
        },
      },
    );
  };

  return {
    run,
    isPending: mutation.isPending,
    /** The input being sent, to show which row's button is busy. */
    pendingInput: mutation.isPending ? mutation.variables?.input : undefined,
    error: mutation.error,
    reset: mutation.reset,
  };
}
