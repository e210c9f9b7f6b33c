import { normalizePhone, type TSmsOptOutList } from '@regulars/contracts';
import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { smsOptOuts } from '../db/schema/index.ts';
import { SMS_OPT_OUT_COLUMNS, toSmsOptOut } from './sms-opt-out-rows.ts';

/**
 * A number typed in any format ('(415) 555-01', '+1 415…') matches by its digits anywhere in the stored E.164, or
 * exactly once read as a whole number in the business's region (a national '07700 900123' is '+447700900123');
 * anything with letters looks in what the customer wrote or who added the number.
 */
function searchWhere(search: string | undefined, phoneRegion: string): SQL | undefined {
  const q = search?.trim() ?? '';
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(q) && digits) {
    const whole = normalizePhone(q, phoneRegion);
    return or(like(smsOptOuts.phone, `%${digits}%`), whole ? eq(smsOptOuts.phone, whole) : undefined);
  }
  return ilike(smsOptOuts.message, containsPattern(q));
}

/** One page of the business's suppression list, newest first (a walk down its (business, created_at, id) index). */
export async function listSmsOptOuts({
  db,
  businessId,
  query,
  phoneRegion,
}: {
  db: TExecutor;
  businessId: string;
  query: { search?: string; page: number; limit: number };
  phoneRegion: string;
}): Promise<TSmsOptOutList> {
  const where = and(eq(smsOptOuts.businessId, businessId), searchWhere(query.search, phoneRegion));
  const [rows, [total]] = await Promise.all([
    db
      .select(SMS_OPT_OUT_COLUMNS)
      .from(smsOptOuts)
      .where(where)
      .orderBy(desc(smsOptOuts.createdAt), desc(smsOptOuts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(smsOptOuts).where(where),
  ]);
  return { optOuts: rows.map(toSmsOptOut), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
