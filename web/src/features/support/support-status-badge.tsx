import type { TSupportStatus } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const LOOK: Record<TSupportStatus, { tone: BadgeTone; label: string }> = {
  open: { tone: 'amber', label: 'Open' },
  answered: { tone: 'green', label: 'Answered' },
  closed: { tone: 'neutral', label: 'Closed' },
};

export function SupportStatusBadge({ status }: { status: TSupportStatus }) {
  const { tone, label } = LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** An Agency-style plan's request: the operator answers it first. */
export function PriorityBadge() {
  return (
    <Badge tone="brand" className="font-semibold">
      Priority
    </Badge>
  );
}
