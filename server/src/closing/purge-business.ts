import { CLOSING_GRACE_DAYS } from '@regulars/contracts';
import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../admin/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businesses, subscriptionTiers, tenants, users } from '../db/schema/index.ts';
import { tenantTablesChildrenFirst } from './tenant-tables.ts';

/** Rows deleted per statement: a big business's ledger goes in slices, not as one statement holding it all. */
const BATCH = 5000;

export const PURGE_ACTOR = { userId: null, email: 'Regulars (scheduled deletion)' } as const;

/**
 * Deletes one business closed more than the grace period ago, in ONE transaction (a failure leaves all of it as it
 * was, for the next night): every row naming it in every tenant table, a slice at a time, its queued and settled
 * jobs, its team (the tenant, its members and invitations) and the accounts that existed only for it: the owner's
 * (the business row is that user's) and every team member's (a member's account gives access to this business and
 * nothing else; its own rows, if any, go the same way). Then one row in the super admin's log, with no personal data.
 * Answers whether it purged (false: reopened or gone meanwhile).
 */
export async function purgeBusiness({
  db,
  businessId,
  now = new Date(),
}: {
  db: TDb;
  businessId: string;
  now?: Date;
}): Promise<boolean> {
  const due = new Date(now.getTime() - CLOSING_GRACE_DAYS * 24 * 60 * 60_000);
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ closedAt: businesses.closedAt, createdAt: businesses.createdAt, plan: subscriptionTiers.name })
      .from(businesses)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
      .where(and(eq(businesses.id, businessId), isNotNull(businesses.closedAt), lte(businesses.closedAt, due)))
      .for('update', { of: businesses });
    if (!business?.closedAt) return false;

    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.adminUserId, businessId));
    const members = tenant
      ? await tx
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.tenantId, tenant.id), ne(businesses.id, businessId)))
      : [];
    const ids = [businessId, ...members.map((m) => m.id)];
    const tables = await tenantTablesChildrenFirst(tx);
    let rows = 0;
    for (const id of ids) rows += await deleteRowsOf(tx, tables, id);
    // An agency's clients stay, on their own now (issue 32): they are businesses of their own people.
    await tx.update(businesses).set({ agencyId: null }).where(eq(businesses.agencyId, businessId));
    // The tenant row goes with its admin's account (and its members and invitations with it).
    await tx.delete(users).where(inArray(users.id, ids));

    await recordAudit({
      db: tx,
      entry: {
        actor: PURGE_ACTOR,
        action: 'tenant.purge',
        targetType: 'business',
        targetId: businessId,
        before: { closedAt: business.closedAt.toISOString(), createdAt: business.createdAt.toISOString() },
        after: { plan: business.plan, purgedAt: now.toISOString(), rows, teamAccounts: members.length },
      },
    });
    return true;
  });
}

/** Every row naming the business in every tenant table, children first, a slice at a time; and its jobs. */
async function deleteRowsOf(tx: TExecutor, tables: string[], businessId: string): Promise<number> {
  let rows = 0;
  for (const table of tables) {
    for (;;) {
      const [done] = await rawQuery<{ n: number | string }>(tx, {
        text: `with gone as (delete from "${table}" where ctid in
            (select ctid from "${table}" where business_id = $1 limit ${BATCH}) returning 1)
          select count(*) as n from gone`,
        values: [businessId],
      });
      const n = Number(done?.n ?? 0);
      rows += n;
      if (n < BATCH) break;
    }
  }
  // Jobs waiting or settled that name it (a campaign's next slice, a welcome text): ids only, but they would act on
  // nothing or keep its id for days. One running now settles by itself.
  await tx.execute(sql`delete from pgboss.job where data ->> 'businessId' = ${businessId} and state <> 'active'`);
  return rows;
}
