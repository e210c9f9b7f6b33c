import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

export type TSsoAccount = {
  userId: string;
  /** The business the account works in (its own, or its team's): whose provider may sign it in. */
  workBusinessId: string;
  isSuperAdmin: boolean;
};

/**
 * The account with this email and the business it works in, by the session reader's rule: its own business, or, for
 * an active member of a team, the team's. A removed member works nowhere (null), as does an unknown email. Emails
 * are stored lower case (better-auth's rule), so the unique index finds it.
 */
export async function findSsoAccount(db: TExecutor, email: string): Promise<TSsoAccount | null> {
  const [row] = await rawQuery<{ user_id: string; work_business_id: string | null; is_super_admin: boolean }>(
    db,
    sql`select u.id as user_id, (sa.id is not null) as is_super_admin,
        case when b.tenant_id is null or b.is_tenant_admin then b.id
          when tm.status = 'active' then t.admin_user_id end as work_business_id
      from users u
      left join super_admins sa on sa.id = u.id
      left join businesses b on b.id = u.id
      left join tenants t on t.id = b.tenant_id
      left join tenant_members tm on tm.tenant_id = b.tenant_id and tm.user_id = u.id
      where u.email = ${email.trim().toLowerCase()}
      limit 1`,
  );
  if (!row?.work_business_id) return null;
  return { userId: row.user_id, workBusinessId: row.work_business_id, isSuperAdmin: row.is_super_admin };
}
