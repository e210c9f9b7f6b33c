import type { TTwoStepRequiredBy } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { TWO_STEP_OWED_SQL, TWO_STEP_REQUIRED_BY_SQL } from '../platform/session-reader.ts';

export type TTwoStepDemand = { requiredBy: TTwoStepRequiredBy | null; owed: boolean };

/**
 * Who requires two-step sign-in of the account and whether it is still owed, by the session reader's rule: for a
 * sign-in's answer, before any request has read the new session.
 */
export async function readTwoStepDemand(db: TDb, userId: string): Promise<TTwoStepDemand> {
  const [row] = await rawQuery<{ required_by: TTwoStepRequiredBy | null; owed: boolean }>(
    db,
    sql`select ${sql.raw(TWO_STEP_REQUIRED_BY_SQL)} as required_by, ${sql.raw(TWO_STEP_OWED_SQL)} as owed
      from users u
      left join super_admins sa on sa.id = u.id
      left join businesses b on b.id = u.id
      left join tenants t on t.id = b.tenant_id
      left join businesses wb on wb.id = case when b.tenant_id is null or b.is_tenant_admin then b.id else t.admin_user_id end
      where u.id = ${userId}`,
  );
  return { requiredBy: row?.required_by ?? null, owed: Boolean(row?.owed) };
}
