import type { TTriggerType } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { TRIGGER_KEYS } from './template-words.ts';

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
  const { t } = useAppWords();
  return <Badge tone={TONES[trigger] ?? 'neutral'}>{t(TRIGGER_KEYS[trigger])}</Badge>;
}
