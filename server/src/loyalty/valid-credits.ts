import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type customerProgramProgress, transactions } from '../db/schema/index.ts';

/** Ledger kinds that credit points which can lapse (an imported balance lapses from its import, oldest first). */
const CREDIT_KINDS = ['earn', 'welcome_bonus', 'adjust', 'opening_balance'];

/** The points credited to a progress row's customer and program still valid after `now` (or never lapsing). */
export function validCredits(now: Date, p: typeof customerProgramProgress) {
  const reversal = alias(transactions, 'reversal');
  return sql`coalesce((
    select sum(t.points) from ${transactions} t
    where t.business_id = ${p.businessId} and t.customer_id = ${p.customerId} and t.program_id = ${p.programId}
      and t.points > 0 and t.type in (${sql.join(
        CREDIT_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )})
      and (t.points_expire_at is null or t.points_expire_at > ${now})
      and not exists (select 1 from ${transactions} ${reversal} where ${reversal.businessId} = t.business_id and ${reversal.reversesId} = t.id)
  ), 0)`;
}
