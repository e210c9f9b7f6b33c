import { DoorOpen } from 'lucide-react';
import { loyaltyActions } from '../../api/loyalty.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useCounterAction } from './use-counter-action.ts';

/** One tap: the customer came in. */
export function RecordVisitButton({ customerId }: { customerId: string }) {
  const { t } = useAppWords();
  const visit = useCounterAction({
    send: (_: undefined, stamp) => loyaltyActions.recordVisit({ customerId, body: stamp }),
    intentOf: () => `visit:${customerId}`,
  });
  return (
    <Button size="lg" className="h-16 w-full text-lg" loading={visit.isPending} onClick={() => visit.run(undefined)}>
      {!visit.isPending && <DoorOpen className="size-6" aria-hidden />}
      {t('counter.visit.record')}
    </Button>
  );
}
