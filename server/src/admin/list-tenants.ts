import type { TTenantList, TTenantStatusFilter } from '@regulars/contracts';
import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { businesses, subscriptionTiers } from '../db/schema/index.ts';
import { isTenant, statusKind, tenantsFrom, toTenant } from './tenant-rows.ts';

/** `%query%`, lower-cased, with LIKE's wildcards typed by the user matched literally; null for an empty query. */
export function tenantSearchPattern(raw: string | undefined): string | null {
  const q = raw?.trim().toLowerCase();
  if (!q) return null;
  return containsPattern(q);
}

function tenantWhere(db: TExecutor, search: string | undefined, status: TTenantStatusFilter): SQL | undefined {
  const pattern = tenantSearchPattern(search);
  return and(
    isTenant(db),
    // lower(company_name) and lower(email) each have a trigram index (businesses_*_trgm_idx).
    pattern
      ? or(like(sql`lower(${businesses.companyName})`, pattern), like(sql`lower(${businesses.email})`, pattern))
      : undefined,
    status === 'all' ? undefined : eq(statusKind, status),
  );
}

/**
 * One page of tenants, newest first, searched case-insensitively in company name or email and filtered by status
 * (canceled = neither active nor trial), with the count of all that match.
 */
export async function listTenants({
  db,
  query,
}: {
  db: TExecutor;
  query: { search?: string; status: TTenantStatusFilter; page: number; limit: number };
}): Promise<TTenantList> {
  const where = tenantWhere(db, query.search, query.status);
  const [rows, [total]] = await Promise.all([
    tenantsFrom(db)
      .where(where)
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(businesses)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
      .where(where),
  ]);
  return { tenants: rows.map(toTenant), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
