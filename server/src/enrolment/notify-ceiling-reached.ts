import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { MESSAGING_JOBS } from '../messaging/index.ts';
import { ceilingEmail } from './ceiling-email.ts';
import { enrolmentDay } from './daily-ceiling.ts';

const DAY_SECONDS = 86_400;

/**
 * Emails the business's address that its form reached today's limit: at most once per business and UTC day however
 * often it is called (pg-boss keeps one job per singleton key and day). Pass the enrolment's transaction as `db` so
 * the email exists only if that sign-up does.
 */
export async function notifyCeilingReached({
  db,
  queue,
  businessId,
  limit,
  appUrl,
}: {
  db: TExecutor;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  limit: number;
  appUrl: string;
}): Promise<void> {
  const [business] = await db
    .select({ email: businesses.email, companyName: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return;
  const day = enrolmentDay();
  await queue.send(
    MESSAGING_JOBS.sendEmail,
    ceilingEmail({
      to: business.email,
      businessId,
      companyName: business.companyName,
      limit,
      settingsUrl: `${appUrl}/settings#signup-form`,
    }),
    { tx: db, singletonKey: `enrolment-ceiling:${businessId}:${day}`, singletonSeconds: DAY_SECONDS },
  );
}
