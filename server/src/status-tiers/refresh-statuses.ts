import type { TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TQueue } from '../jobs/queue.ts';
import { STATUS_JOBS } from './jobs.ts';
import { readStatusTiers } from './read-status-program.ts';
import { businessStatusesSql, statusIncludedSql } from './status-sql.ts';
import { nextStatus, qualifiedTier, type TStatusRule } from './tier-rules.ts';

type TMeasured = {
  customerId: string;
  measure: number;
  previousMeasure: number;
  tierId: string | null;
  keepsUntil: string | null;
};
type TChange = { customerId: string; expected: string | null; tierId: string | null; keepsUntil: string | null };

/**
 * Places every customer of a business again by their measure now (the nightly job, and after the tier table
 * changed): up at once, down only after the grace period (tier-rules.ts `nextStatus`). A customer whose tier an earn
 * changed meanwhile is left as the earn set it (each write applies only while the tier is still the one read).
 * Answers how many customers changed.
 */
export async function refreshBusinessStatuses({
  db,
  businessId,
  now = new Date(),
  onTierChanged,
}: {
  db: TDb;
  businessId: string;
  now?: Date;
  /** Called in the write's transaction for each customer whose tier changed: their wallet pass shows it. */
  onTierChanged?: (tx: TExecutor, customerId: string) => Promise<void>;
}): Promise<number> {
  const [program] = await rawQuery<Omit<TStatusRule, 'tiers'>>(db, {
    text: `select sp.basis, sp.window, sp.window_months as "windowMonths", sp.grace_days as "graceDays"
      from status_programs sp where sp.business_id = $1 and ${statusIncludedSql('$1')}`,
    values: [businessId],
  });
  if (!program) return 0;
  const rule: TStatusRule = { ...program, tiers: await readStatusTiers({ db, businessId }) };
  const measured = await rawQuery<TMeasured>(db, {
    text: businessStatusesSql({ business: '$1', now: '$2' }),
    values: [businessId, now.toISOString()],
  });
  const changes: TChange[] = [];
  for (const row of measured) {
    const next = nextStatus({
      tiers: rule.tiers,
      graceDays: rule.graceDays,
      tierId: row.tierId,
      keepsUntil: row.keepsUntil === null ? null : new Date(row.keepsUntil),
      qualified: qualifiedTier(rule, row.measure, row.previousMeasure)?.id ?? null,
      now,
    });
    if (next) {
      changes.push({
        customerId: row.customerId,
        expected: row.tierId,
        tierId: next.tierId,
        keepsUntil: next.keepsUntil?.toISOString() ?? null,
      });
    }
  }
  if (changes.length === 0) return 0;
  const values = [businessId, JSON.stringify(changes), now.toISOString()];
  const source = `json_to_recordset($2::json) as v("customerId" uuid, expected uuid, "tierId" uuid, "keepsUntil" timestamptz)`;
  await db.transaction(async (tx) => {
    await rawQuery(tx, {
      text: `update customer_statuses cs set tier_id = v."tierId", keeps_until = v."keepsUntil",
          since = case when cs.tier_id is distinct from v."tierId" then $3::timestamptz else cs.since end,
          previous_tier_id = case when cs.tier_id is distinct from v."tierId" then null else cs.previous_tier_id end,
          reached_by_action_id = case when cs.tier_id is distinct from v."tierId" then null else cs.reached_by_action_id end
        from ${source}
        where cs.business_id = $1 and cs.customer_id = v."customerId" and cs.tier_id is not distinct from v.expected`,
      values,
    });
    await rawQuery(tx, {
      text: `insert into customer_statuses (business_id, customer_id, tier_id, since, keeps_until)
        select $1, v."customerId", v."tierId", $3::timestamptz, v."keepsUntil" from ${source}
        where v.expected is null and v."tierId" is not null
        on conflict (business_id, customer_id) do nothing`,
      values,
    });
    for (const change of changes) {
      if (change.tierId !== change.expected) await onTierChanged?.(tx, change.customerId);
    }
  });
  return changes.length;
}

/** The nightly job: one refresh job per business with tiers on a plan that includes them. */
export async function queueStatusRefreshes({ db, queue }: { db: TDb; queue: TQueue }): Promise<number> {
  const rows = await rawQuery<{ businessId: string }>(db, {
    text: `select b.id as "businessId" from businesses b where ${statusIncludedSql('b.id')}`,
    values: [],
  });
  for (const { businessId } of rows) await queue.send(STATUS_JOBS.refreshBusiness, { businessId });
  return rows.length;
}
