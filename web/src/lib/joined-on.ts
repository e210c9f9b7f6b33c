import type { TCustomer } from '@regulars/contracts';
import type { TZone } from './format-date.ts';

/**
 * When a customer joined, as "Joined" says it: the member-since day an import brought from another tool (a calendar
 * day, read in UTC so no zone moves it to the day before), else the moment they came into Regulars, on the
 * business's clock. Give both to a date formatter: formatShortDate(joined.iso, joined.zone, locale).
 */
export function joinedOn(
  customer: Pick<TCustomer, 'createdAt' | 'memberSince'>,
  zone: TZone,
): { iso: string; zone: TZone } {
  return customer.memberSince
    ? { iso: `${customer.memberSince}T00:00:00Z`, zone: 'UTC' }
    : { iso: customer.createdAt, zone };
}
