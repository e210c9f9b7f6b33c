import { Alert } from '../../../components/ui/alert.tsx';
import type { TSendOutcome } from './send-outcome.ts';

export function OutcomeAlert({ outcome }: { outcome: TSendOutcome }) {
  if (!outcome) return null;
  return (
    <Alert tone={outcome.tone} className="break-all">
      {outcome.text}
    </Alert>
  );
}
