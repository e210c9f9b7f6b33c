import { SEARCH_COUNT_CAP, type TCustomer, type TCustomerList } from '@regulars/contracts';
import { and, count, eq, gte, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { TExecutor } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { businesses, customers } from '../db/schema/index.ts';
import { toCustomer } from './customer-rows.ts';
import { withStampCounts } from './list-stamp-counts.ts';

/** The digits of a query that looks like a phone number ("(555) 123-45"), else null. */
export function phoneQueryDigits(raw: string | undefined): string | null {
  const q = raw?.trim() ?? '';
  const digits = q.replace(/\D/g, '');
  return /^[\d\s()+.-]+$/.test(q) && digits.length >= 3 ? digits : null;
}

/**
 * What to look for in customers.search_text (lower-cased name, email, E.164 phone and customer id). A phone
 * query is reduced to its digits so it matches however the number was written.
 */
export function searchPattern(raw: string | undefined): string | null {
  const q = raw?.trim().toLowerCase();
  if (!q) return null;
  const needle = phoneQueryDigits(q) ?? q;
  return containsPattern(needle);
}

/**
 * What typed digits may start an E.164 number with, read in the business's country: as typed, and (not typed with a
 * '+') after the country code, without the trunk '0' most countries write nationally ('07911' is '447911' in GB)
 * and with it (Italy keeps it: '06' is '3906').
 */
function nationalPrefixes(digits: string, region: string, international: boolean): string[] {
  if (international || !isSupportedCountry(region)) return [digits];
  const code = getCountryCallingCode(region);
  const national = digits.startsWith(code) && code === '1' ? [] : [`${code}${digits}`];
  if (digits.startsWith('0')) national.push(`${code}${digits.slice(1)}`);
  return [digits, ...national];
}

/**
 * Customers whose phone starts with the typed digits, as written nationally or with the country code: a range on
 * the (business_id, auth_phone) index. Digit strings sort the same in every collation, and `digits` followed by
 * nines bounds every longer number that starts with them.
 */
function phonePrefixWhere(businessId: string, digits: string, region: string, international: boolean): SQL | undefined {
  const prefixes = nationalPrefixes(digits, region, international);
  return and(
    eq(customers.businessId, businessId),
    isNull(customers.deletedAt),
    or(...prefixes.map((p) => and(gte(customers.authPhone, p), lte(customers.authPhone, `${p}${'9'.repeat(16)}`)))),
  );
}

async function page(db: TExecutor, where: SQL | undefined, query: { page: number; limit: number }, withCount = true) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(
        // As in the index definition, so the page walks customers_business_created_at_number_idx. Customers added
        // together (an import's rows share one created_at) follow their customer numbers, which follow the file.
        sql`${customers.createdAt} desc nulls last`,
        sql`${customers.uniqueCustomerId} asc nulls last`,
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    // A search that matches most of a large business is counted up to a cap, so it costs the same as a rare one.
    !withCount
      ? Promise.resolve([{ n: 0 }])
      : db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(customers)
            .where(where)
            .limit(SEARCH_COUNT_CAP + 1)
            .as('matches'),
        ),
  ]);
  const n = Number(total?.n ?? 0);
  return { rows, total: Math.min(n, SEARCH_COUNT_CAP), totalCapped: n > SEARCH_COUNT_CAP };
}

/**
 * One page of a business's customers (deleted ones left out), newest first then by customer number, with the count of all that match. A phone query first looks for
 * numbers starting with it (a btree range, fast however common the prefix); with none it matches anywhere, like
 * every other query, through the trigram index on search_text.
 */
export async function listCustomers({
  db,
  businessId,
  query,
  phoneRegion,
}: {
  db: TExecutor;
  businessId: string;
  query: { search?: string; page: number; limit: number };
  /** Region a national phone query is read in (config.defaultPhoneRegion). */
  phoneRegion: string;
}): Promise<TCustomerList> {
  const { customers: found, ...rest } = await findCustomers({ db, businessId, query, phoneRegion });
  const { rows, hasPointsProgram } = await withStampCounts({ db, businessId, customers: found });
  return { customers: rows, hasPointsProgram, ...rest };
}

type TFound = Omit<TCustomerList, 'customers' | 'hasPointsProgram'> & { customers: TCustomer[] };

async function findCustomers({
  db,
  businessId,
  query,
  phoneRegion,
}: {
  db: TExecutor;
  businessId: string;
  query: { search?: string; page: number; limit: number };
  phoneRegion: string;
}): Promise<TFound> {
  const pattern = searchPattern(query.search);
  if (!pattern) {
    // Without a search the total is usage_customers, kept in the same transaction as every insert
    // (create-customer, import), so the header count stays O(1) at 100,000 customers.
    const [rows, [usage]] = await Promise.all([
      page(db, and(eq(customers.businessId, businessId), isNull(customers.deletedAt)), query, false).then(
        (p) => p.rows,
      ),
      db.select({ n: businesses.usageCustomers }).from(businesses).where(eq(businesses.id, businessId)),
    ]);
    return { customers: rows.map(toCustomer), total: usage?.n ?? 0, totalCapped: false, ...pick(query) };
  }
  const digits = phoneQueryDigits(query.search);
  if (digits) {
    const international = query.search?.trim().startsWith('+') ?? false;
    const byPrefix = await page(
      db,
      phonePrefixWhere(businessId, digits, phoneRegion.toUpperCase(), international),
      query,
    );
    if (byPrefix.total > 0) {
      const { rows, ...counts } = byPrefix;
      return { customers: rows.map(toCustomer), ...counts, ...pick(query) };
    }
  }
  const found = await page(
    db,
    and(eq(customers.businessId, businessId), isNull(customers.deletedAt), like(customers.searchText, pattern)),
    query,
  );
  return { customers: found.rows.map(toCustomer), total: found.total, totalCapped: found.totalCapped, ...pick(query) };
}

const pick = (query: { page: number; limit: number }) => ({ page: query.page, limit: query.limit });
