import type { TSignupFormLimit } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { getSignupFormLimit } from './get-signup-form-limit.ts';

/** Sets how many sign-ups the public form takes per UTC day; a raise reopens a form closed today. Throws NOT_FOUND. */
export async function setSignupFormLimit({
  db,
  businessId,
  dailyLimit,
}: {
  db: TDb;
  businessId: string;
  dailyLimit: number;
}): Promise<TSignupFormLimit> {
  const [row] = await db
    .update(businesses)
    .set({ enrolDailyLimit: dailyLimit })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id });
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return getSignupFormLimit({ db, businessId });
}
