import { COUNTER_LIMITS, type TCounterStaffList, type TCounterStaffMember } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

type TRow = {
  id: string | null;
  user_id: string | null;
  name: string;
  email: string | null;
  kind: 'team' | 'counter';
  is_manager: boolean;
  has_pin: boolean;
};

/** The business's team (the owner and active members), as who may work the counter. */
export const teamOf = (businessId: string) => sql`
  select u.id as user_id, coalesce(nullif(trim(u.name), ''), u.email) as name, u.email
  from users u where u.id = ${businessId}
  union
  select u.id, coalesce(nullif(trim(u.name), ''), u.email), u.email
  from businesses b
  join tenant_members m on m.tenant_id = b.tenant_id and m.status = 'active'
  join users u on u.id = m.user_id
  where b.id = ${businessId}`;

/**
 * Everyone who may work the counter: each team member (with their PIN entry when they have one), then the
 * counter-only staff; by name.
 */
export async function listCounterStaff({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TCounterStaffList> {
  const rows = await rawQuery<TRow>(
    db,
    sql`with team as (${teamOf(businessId)})
      select * from (
      select s.id, t.user_id, t.name, t.email, 'team' as kind, coalesce(s.is_manager, false) as is_manager,
        coalesce(s.pin_hash is not null, false) as has_pin
      from team t left join counter_staff s on s.business_id = ${businessId} and s.user_id = t.user_id
      union all
      select s.id, null, s.name, null, 'counter', s.is_manager, s.pin_hash is not null
      from counter_staff s where s.business_id = ${businessId} and s.user_id is null and s.removed_at is null
      ) staff order by kind desc, lower(name), name`,
  );
  return { staff: rows.map(toStaffMember), counterOnlyLimit: COUNTER_LIMITS.counterOnlyStaff };
}

function toStaffMember(row: TRow): TCounterStaffMember {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    kind: row.kind,
    isManager: row.is_manager,
    hasPin: row.has_pin,
  };
}

/** One entry of the list, after a change. */
export async function counterStaffMember({
  db,
  businessId,
  staffId,
}: {
  db: TExecutor;
  businessId: string;
  staffId: string;
}): Promise<TCounterStaffMember> {
  const { staff } = await listCounterStaff({ db, businessId });
  const member = staff.find((s) => s.id === staffId);
  if (!member) throw new Error('The staff member just written is not in the list');
  return member;
}
