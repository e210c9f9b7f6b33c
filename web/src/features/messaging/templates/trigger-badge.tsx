import { TRIGGER_LABELS, type TTriggerType } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Partial<Record<TTriggerType, BadgeTone>> = {
  welcome: 'brand',
  birthday: 'amber',
  promotional: 'blue',
  points_expiring: 'red',
  status_up: 'amber',
  referral_referrer: 'blue',
  referral_friend: 'blue',
};

/** The occasion a template is sent on. */
export function TriggerBadge({ trigger }: { trigger: TTriggerType }) {
  return <Badge tone={TONES[trigger] ?? 'neutral'}>{TRIGGER_LABELS[trigger]}</Badge>;
}
