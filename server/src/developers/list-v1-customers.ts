import type { TV1CustomerPage, TV1ListQuery } from '@regulars/contracts';
import { and, eq, gt, isNull, like, lt, or, sql } from 'drizzle-orm';
import { searchPattern, toCustomer } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { decodeCursor, encodeCursor } from './customer-cursor.ts';
import { toV1Customer } from './to-v1.ts';

/** created_at to the microsecond, in UTC: a JavaScript Date would drop the last three digits and repeat a customer. */
const createdAtText = sql<string>`to_char(${customers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the business's customers for the public API, newest first then by customer number (the order of the
 * customers_business_created_at_number_idx index), with the Customers page's search. Paged by keyset, not offset:
 * a customer added or deleted between two pages neither repeats nor skips one, and page 1,000 costs what page 1 does.
 */
export async function listV1Customers({
  db,
  businessId,
  query,
}: {
  db: TExecutor;
  businessId: string;
  query: TV1ListQuery;
}): Promise<TV1CustomerPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = searchPattern(query.search);
  const rows = await db
    .select({ row: customers, cursorAt: createdAtText })
    .from(customers)
    .where(
      and(
        eq(customers.businessId, businessId),
        isNull(customers.deletedAt),
        pattern ? like(customers.searchText, pattern) : undefined,
        after
          ? or(
              lt(customers.createdAt, sql`${after.createdAt}::timestamptz`),
              and(
                eq(customers.createdAt, sql`${after.createdAt}::timestamptz`),
                gt(customers.uniqueCustomerId, after.number),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(sql`${customers.createdAt} desc`, sql`${customers.uniqueCustomerId} asc`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(({ row }) => toV1Customer(toCustomer(row))),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, number: last.row.uniqueCustomerId })
        : null,
  };
}
