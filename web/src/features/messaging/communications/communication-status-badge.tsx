import type { TCommunication } from '@regulars/contracts';
import { Eye } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { statusDisplay } from './communication-display.ts';

/** Sent, Failed, Pending, kept in the outbox, or 'Opened once' / 'Opened N times' in blue. */
export function CommunicationStatusBadge({
  communication,
}: {
  communication: Pick<TCommunication, 'type' | 'status' | 'openedAt' | 'openCount' | 'provider'>;
}) {
  const { label, tone, opened } = statusDisplay(communication, useAppWords());
  // The outbox sentence is long: it wraps inside a narrow column instead of running past it.
  const long = label.length > 24;
  return (
    <Badge tone={tone} data-testid="communication-status" className={long ? 'rounded-md whitespace-normal' : undefined}>
      {opened && <Eye className="size-3" aria-hidden />}
      {label}
    </Badge>
  );
}
