import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { counterStaff } from '../db/schema/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { readCounterDevice } from './counter-device-guard.ts';

/** Who makes a counter action: the staff member signed in on a counter device, or the signed-in team member. */
export type TCounterActor = {
  staffUserId: string | null;
  counterStaffId: string | null;
  deviceId: string | null;
  /** Whether they may do what the counter's rules reserve for managers (asked only when a rule applies). */
  isManager: () => Promise<boolean>;
};

/** The actor of a request that passed requireCounter. */
export async function counterActorOf(c: Context<TAppEnv>): Promise<TCounterActor> {
  const device = await readCounterDevice(c);
  if (device?.shift) {
    const { shift } = device;
    return {
      staffUserId: shift.userId,
      counterStaffId: shift.staffId,
      deviceId: device.id,
      isManager: async () => shift.isManager,
    };
  }
  const { db } = c.var.deps;
  const businessId = c.var.businessId;
  const userId = c.var.user?.id ?? null;
  return {
    staffUserId: userId,
    counterStaffId: null,
    deviceId: null,
    // The team admin manages the business; a member is a manager when their staff entry in /company says so.
    isManager: async () => {
      if (c.var.teamRole === 'admin') return true;
      if (!userId) return false;
      const [row] = await db
        .select({ isManager: counterStaff.isManager })
        .from(counterStaff)
        .where(and(eq(counterStaff.businessId, businessId), eq(counterStaff.userId, userId)))
        .limit(1);
      return row?.isManager === true;
    },
  };
}
