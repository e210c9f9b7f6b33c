import { type SQL, sql } from 'drizzle-orm';

export type TProgressChange = {
  progressId: string;
  points: number;
  stamps: number;
  cardExpiresAt: Date | null;
};

/**
 * The statement that adds each program's earned points and stamps to the customer's progress rows, all programs in
 * one: the balances move by deltas, so the ledger and progress stay equal. Null when there is nothing to change.
 */
export function progressUpdate(changes: TProgressChange[], now: Date): SQL | null {
  if (changes.length === 0) return null;
  const values = changes.map(
    (c) =>
      sql`(${c.progressId}::uuid, ${c.points}::int, ${c.stamps}::int, ${c.cardExpiresAt?.toISOString() ?? null}::timestamptz)`,
  );
  return sql`
    update customer_program_progress p set
      points_balance = p.points_balance + v.points,
      total_earned = p.total_earned + v.points,
      stamps_current = p.stamps_current + v.stamps,
      card_expires_at = v.card_expires_at,
      last_activity_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, points, stamps, card_expires_at)
    where p.id = v.id`;
}
