import { randomUUID } from 'node:crypto';
import type { TProgram } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TProgress } from './load-customer-context.ts';

const DAY = 24 * 60 * 60_000;

/**
 * The progress rows, the ledger's enrol and welcome-bonus rows (in order) and the welcome points on the customer's
 * totals, in one fixed statement prepared once per connection; the rows travel as JSON keyed by their fields' names.
 * The totals are not touched when there is no bonus (an update of nothing still writes a row version).
 */
export const JOIN_PROGRAMS = {
  name: 'join_programs',
  text: `
    with ledger as (
      insert into transactions (business_id, customer_id, program_id, type, points, points_expire_at, staff_user_id,
        counter_staff_id, location_id, created_at)
      select $1, $2, r."programId", r.type, r.points, r."pointsExpireAt", $3, $8::uuid, $9::uuid, $4::timestamptz
      from rows from (json_to_recordset($6::json) as ("programId" uuid, type text, points int,
        "pointsExpireAt" timestamptz)) with ordinality as r
      order by r.ordinality
    ),
    totals as (
      update customers set
        total_points = total_points + $7::int,
        lifetime_points_earned = lifetime_points_earned + $7::int
      where business_id = $1 and id = $2 and $7::int > 0
    )
    insert into customer_program_progress (id, business_id, customer_id, program_id, points_balance, total_earned,
      stamps_current, last_activity_at)
    select r.id, $1, $2, r."programId", r."pointsBalance", r."totalEarned", 0, $4::timestamptz
    from json_to_recordset($5::json) as r(id uuid, "programId" uuid, "pointsBalance" int, "totalEarned" int)`,
};

/**
 * Makes the customer a member of each program: a progress row and an `enrol` ledger row each, and a points
 * program's welcome bonus as a `welcome_bonus` row credited to the balance and the customer's totals. Used when a
 * customer signs up, and on a customer's first activity in a program launched after they joined. Returns the
 * welcome points credited and the new progress rows.
 */
export async function joinPrograms({
  tx,
  businessId,
  customerId,
  programs,
  staffUserId = null,
  counterStaffId = null,
  locationId = null,
  now = new Date(),
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  programs: TProgram[];
  staffUserId?: string | null;
  /** Who and where the joining happened (a counter's staff member and location, a QR code's location). */
  counterStaffId?: string | null;
  locationId?: string | null;
  now?: Date;
}): Promise<{ welcomePoints: number; progress: TProgress[] }> {
  if (programs.length === 0) return { welcomePoints: 0, progress: [] };
  const bonusOf = (p: TProgram) => (p.type === 'points' ? p.config.welcomeBonus : 0);
  const expiryOf = (p: TProgram) =>
    p.type === 'points' && p.config.pointsExpireDays > 0
      ? new Date(now.getTime() + p.config.pointsExpireDays * DAY)
      : null;
  // Ids are chosen here, so the new rows are known without reading them back: one statement writes them all.
  const progress: TProgress[] = programs.map((p) => ({
    id: randomUUID(),
    programId: p.id,
    pointsBalance: bonusOf(p),
    totalEarned: bonusOf(p),
    stampsCurrent: 0,
    lastActivityAt: now,
    cardExpiresAt: null,
  }));
  const ledger = [
    ...programs.map((p) => ({ programId: p.id, type: 'enrol', points: 0, pointsExpireAt: null as Date | null })),
    ...programs
      .filter((p) => bonusOf(p) > 0)
      .map((p) => ({ programId: p.id, type: 'welcome_bonus', points: bonusOf(p), pointsExpireAt: expiryOf(p) })),
  ];
  const total = programs.reduce((sum, p) => sum + bonusOf(p), 0);
  await rawQuery(tx, {
    ...JOIN_PROGRAMS,
    values: [
      businessId,
      customerId,
      staffUserId,
      now.toISOString(),
      JSON.stringify(progress),
      JSON.stringify(ledger),
      total,
      counterStaffId,
      locationId,
    ],
  });
  return { welcomePoints: total, progress };
}
