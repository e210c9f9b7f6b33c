import type { TTenant } from '@regulars/contracts';
import { pricePerMonth } from './tenant-display.ts';

/** The tier's name over its price per month. */
export function TenantTier({ tier }: { tier: TTenant['tier'] }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-gray-900">{tier?.name ?? '—'}</p>
      <p className="text-xs text-gray-500 tabular-nums">{pricePerMonth(tier)}</p>
    </div>
  );
}
