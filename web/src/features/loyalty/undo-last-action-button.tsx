import type { TUndoableAction } from '@regulars/contracts';
import { Undo2 } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { loyaltyActions, useLoyaltyAction } from '../../api/loyalty.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { actionOutcome } from './action-outcome.ts';
import { useCounterLocationId } from './counter-location.ts';
import { useCounterOutcome } from './counter-outcome-context.ts';
import { counterRefusal } from './counter-refusal.ts';
import { isApprovalRequired, useAskManager } from './manager-approval.ts';
import { formatTimeLeft } from './time-left.ts';

/** Takes the customer's last action back while the undo window lasts; shows how long is left. */
export function UndoLastActionButton({ action, secondsLeft }: { action: TUndoableAction; secondsLeft: number }) {
  const { report } = useCounterOutcome();
  const words = useAppWords();
  const { t } = words;
  // Undone at the action's own location: the counter's multipliers are asked again.
  const undo = useLoyaltyAction(loyaltyActions.undo, {
    locationId: useCounterLocationId(),
    standingFromElsewhere: true,
  });
  const askManager = useAskManager();
  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full sm:w-auto"
      loading={undo.isPending}
      onClick={() =>
        undo.mutate(
          { actionId: action.id },
          {
            onSuccess: (result) => report(actionOutcome(result)),
            onError: (error) => {
              if (askManager && isApprovalRequired(error)) {
                askManager({
                  reason: errorMessage(error),
                  approve: async (managerApproval) =>
                    report(actionOutcome(await undo.mutateAsync({ actionId: action.id, body: { managerApproval } }))),
                });
              } else report({ tone: 'error', message: counterRefusal(words, error) });
            },
          },
        )
      }
    >
      {!undo.isPending && <Undo2 className="size-5" aria-hidden />}
      {t('changes.undo')}
      <span className="font-normal text-gray-500 tabular-nums" data-testid="undo-time-left">
        {t('changes.undoTimeLeft', { time: formatTimeLeft(secondsLeft) })}
      </span>
    </Button>
  );
}
