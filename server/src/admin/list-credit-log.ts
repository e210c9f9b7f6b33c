import type { TCreditLog, TCreditLogQuery } from '@regulars/contracts';
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, creditLedger } from '../db/schema/index.ts';
import { createdBetween } from './date-range.ts';
import { tenantSearchPattern } from './list-tenants.ts';

/**
 * One page of the credit ledger across tenants (grants, allocations and spends), newest first, filtered by tenant
 * (one id, or company name or email anywhere, case-insensitive), kind and a range of days; with the count of all
 * rows that match and, per kind, how many and the credits they moved.
 */
export async function listCreditLog({ db, query }: { db: TExecutor; query: TCreditLogQuery }): Promise<TCreditLog> {
  const pattern = tenantSearchPattern(query.tenant);
  const where = and(
    query.businessId ? eq(creditLedger.businessId, query.businessId) : undefined,
    query.kind ? eq(creditLedger.kind, query.kind) : undefined,
    pattern
      ? or(like(sql`lower(${businesses.companyName})`, pattern), like(sql`lower(${businesses.email})`, pattern))
      : undefined,
    createdBetween(creditLedger.createdAt, query.from, query.to),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: creditLedger.id,
        businessId: creditLedger.businessId,
        companyName: businesses.companyName,
        email: businesses.email,
        kind: creditLedger.kind,
        delta: creditLedger.delta,
        balanceAfter: creditLedger.balanceAfter,
        reason: creditLedger.reason,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .innerJoin(businesses, eq(businesses.id, creditLedger.businessId))
      .where(where)
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        kind: creditLedger.kind,
        count: count(),
        credits: sql<string>`coalesce(sum(${creditLedger.delta}), 0)`,
      })
      .from(creditLedger)
      .innerJoin(businesses, eq(businesses.id, creditLedger.businessId))
      .where(where)
      .groupBy(creditLedger.kind)
      .orderBy(creditLedger.kind),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    totals: totals.map((r) => ({ kind: r.kind, count: Number(r.count), credits: Number(r.credits) })),
    total: totals.reduce((sum, r) => sum + Number(r.count), 0),
    page: query.page,
    limit: query.limit,
  };
}
