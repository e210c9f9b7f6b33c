import type { TAppMessageKey, TSupportStatus } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

const LOOK: Record<TSupportStatus, { tone: BadgeTone; label: TAppMessageKey }> = {
  open: { tone: 'amber', label: 'frame.support.open' },
  answered: { tone: 'green', label: 'frame.support.answered' },
  closed: { tone: 'neutral', label: 'frame.support.closed' },
};

export function SupportStatusBadge({ status }: { status: TSupportStatus }) {
  const { t } = useAppWords();
  const { tone, label } = LOOK[status];
  return <Badge tone={tone}>{t(label)}</Badge>;
}

/** An Agency-style plan's request: the operator answers it first. */
export function PriorityBadge() {
  const { t } = useAppWords();
  return (
    <Badge tone="brand" className="font-semibold">
      {t('frame.support.priority')}
    </Badge>
  );
}
