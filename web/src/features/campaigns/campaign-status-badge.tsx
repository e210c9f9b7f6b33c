import type { TCampaignStatus } from '@regulars/contracts';
import { Badge } from '../../components/ui/badge.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { statusDisplay } from './campaign-display.ts';

export function CampaignStatusBadge({ status }: { status: TCampaignStatus }) {
  const { label, tone } = statusDisplay(status, useAppWords());
  return (
    <Badge tone={tone} data-testid="campaign-status">
      {status === 'sending' && <Spinner className="size-3" />}
      {label}
    </Badge>
  );
}
