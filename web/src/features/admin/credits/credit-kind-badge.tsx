import { CREDIT_KINDS } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatCount } from '../../../lib/format-number.ts';

const TONES: Record<string, BadgeTone> = {
  initial_grant: 'blue',
  admin_allocation: 'brand',
  sms_spend: 'amber',
  email_spend: 'neutral',
  send_refund: 'green',
  agency_transfer: 'brand',
  release_removal: 'red',
};

export const creditKindLabel = (kind: string) => CREDIT_KINDS[kind as keyof typeof CREDIT_KINDS] ?? kind;

export function CreditKindBadge({ kind }: { kind: string }) {
  return <Badge tone={TONES[kind] ?? 'neutral'}>{creditKindLabel(kind)}</Badge>;
}

/** +25 in green, −10 in gray: what moved the balance. */
export function CreditDelta({ delta }: { delta: number }) {
  return (
    <span className={delta > 0 ? 'font-semibold text-emerald-700' : 'font-semibold text-gray-700'}>
      {delta > 0 ? '+' : '−'}
      {formatCount(Math.abs(delta))}
    </span>
  );
}
