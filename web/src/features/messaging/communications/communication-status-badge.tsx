import type { TCommunication } from '@regulars/contracts';
import { Eye } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { statusDisplay } from './communication-display.ts';

/** Sent, Failed, Pending, or 'Opened N time(s)' in blue. */
export function CommunicationStatusBadge({
  communication,
}: {
  communication: Pick<TCommunication, 'status' | 'openedAt' | 'openCount'>;
}) {
  const { label, tone, opened } = statusDisplay(communication);
  return (
    <Badge tone={tone} data-testid="communication-status">
      {opened && <Eye className="size-3" aria-hidden />}
      {label}
    </Badge>
  );
}
