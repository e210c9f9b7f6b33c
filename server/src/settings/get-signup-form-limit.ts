import type { TSignupFormLimit } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { countEnrolmentsToday } from '../enrolment/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/** The sign-up form's daily ceiling and today's sign-ups (UTC day): the settings card and the dashboard's notice. */
export async function getSignupFormLimit({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TSignupFormLimit> {
  const [row] = await db
    .select({ dailyLimit: businesses.enrolDailyLimit })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const enrolledToday = await countEnrolmentsToday({ db, businessId });
  return { dailyLimit: row.dailyLimit, enrolledToday, reachedToday: enrolledToday >= row.dailyLimit };
}
