import { DoorOpen } from 'lucide-react';
import { loyaltyActions } from '../../api/loyalty.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useCounterAction } from './use-counter-action.ts';

/** One tap: the customer came in (with the stamps the cashier set for several items; one is not sent). */
export function RecordVisitButton({
  customerId,
  stamps = 1,
  onRecorded,
}: {
  customerId: string;
  stamps?: number;
  onRecorded?: () => void;
}) {
  const { t } = useAppWords();
  const visit = useCounterAction({
    send: (stamps: number, stamp) =>
      loyaltyActions.recordVisit({ customerId, body: { ...stamp, ...(stamps > 1 ? { stamps } : {}) } }),
    intentOf: (stamps) => `visit:${customerId}:${stamps}`,
  });
  return (
    <Button
      size="lg"
      className="h-16 w-full text-lg"
      loading={visit.isPending}
      onClick={() => visit.run(stamps, { onSuccess: onRecorded })}
    >
      {!visit.isPending && <DoorOpen className="size-6" aria-hidden />}
      {t('counter.visit.record')}
    </Button>
  );
}
