import type { TGrowthPoint } from '@regulars/contracts';

const MONTHS = 12;

/** 'YYYY-MM' of the UTC month `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * Tenants and MRR at the end of each of the last 12 months, from the tenants' sign-ups per month (every month since
 * the first, as the overview's one grouped scan gives them). No history of subscription states is kept, so a month's
 * MRR is what the tenants signed up by then pay today (active subscriptions at today's prices): the curve shows where
 * today's revenue came from.
 */
export function tenantGrowth({
  byMonth,
  now = new Date(),
}: {
  byMonth: { month: string; tenants: number; mrr: number }[];
  now?: Date;
}): TGrowthPoint[] {
  const months = Array.from({ length: MONTHS }, (_, i) => monthKey(now, MONTHS - 1 - i));
  return months.map((key) => {
    let tenants = 0;
    let mrr = 0;
    for (const r of byMonth) {
      if (r.month > key) continue;
      tenants += r.tenants;
      mrr += r.mrr;
    }
    return { month: key, tenants, mrr: Math.round(mrr * 100) / 100 };
  });
}
