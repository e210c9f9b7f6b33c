import { Badge } from '../../../components/ui/badge.tsx';
import { statusDisplay } from './tenant-display.ts';

export function TenantStatusBadge({ status }: { status: string }) {
  const { label, tone } = statusDisplay(status);
  return (
    <Badge tone={tone} data-testid="tenant-status">
      {label}
    </Badge>
  );
}
