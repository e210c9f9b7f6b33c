import type { TCampaignAudience, TCampaignType } from '@regulars/contracts';
import { and, eq, gte, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { overdueByRhythmSql } from '../db/rhythm-overdue.ts';
import { customerProgramProgress, customers, smsOptOuts } from '../db/schema/index.ts';

/**
 * The customers a campaign of `type` to `audience` goes to, as one WHERE clause over `customers`: the segment's
 * rules, and always the channel's consent: an address to send to, the opt-in, no unsubscribe (email) and no STOP
 * on the number (SMS). Deleted customers never match. Dates are the business's calendar days.
 */
export function audienceWhere({
  businessId,
  type,
  audience,
  timeZone,
  now = new Date(),
}: {
  businessId: string;
  type: TCampaignType;
  audience: TCampaignAudience;
  timeZone: string | null;
  now?: Date;
}): SQL {
  const zone = timeZone ?? 'UTC';
  const joinedDay = sql`(${customers.createdAt} at time zone ${zone})::date`;
  const rules: (SQL | undefined)[] = [
    eq(customers.businessId, businessId),
    isNull(customers.deletedAt),
    ...(type === 'email'
      ? [isNotNull(customers.email), eq(customers.optedInEmail, true), isNull(customers.emailUnsubscribedAt)]
      : [
          isNotNull(customers.phone),
          eq(customers.optedInSms, true),
          sql`not exists (select 1 from ${smsOptOuts} where ${smsOptOuts.businessId} = ${customers.businessId} and ${smsOptOuts.phone} = ${customers.phone})`,
        ]),
    audience.minVisits != null ? gte(customers.totalVisits, audience.minVisits) : undefined,
    audience.maxVisits != null ? lte(customers.totalVisits, audience.maxVisits) : undefined,
    audience.minPoints != null ? gte(customers.totalPoints, audience.minPoints) : undefined,
    audience.maxPoints != null ? lte(customers.totalPoints, audience.maxPoints) : undefined,
    audience.joinedFrom ? sql`${joinedDay} >= ${audience.joinedFrom}::date` : undefined,
    audience.joinedTo ? sql`${joinedDay} <= ${audience.joinedTo}::date` : undefined,
    audience.birthdayMonth != null
      ? sql`extract(month from ${customers.birthday}) = ${audience.birthdayMonth}`
      : undefined,
    audience.programId
      ? sql`exists (select 1 from ${customerProgramProgress} where ${customerProgramProgress.businessId} = ${customers.businessId} and ${customerProgramProgress.customerId} = ${customers.id} and ${customerProgramProgress.programId} = ${audience.programId}::uuid)`
      : undefined,
    audience.lastVisitMoreThanDays != null
      ? and(
          isNotNull(customers.lastVisitAt),
          lt(customers.lastVisitAt, new Date(now.getTime() - audience.lastVisitMoreThanDays * 86_400_000)),
        )
      : undefined,
    audience.overdueByRhythm ? overdueByRhythmSql('customers', zone, now) : undefined,
  ];
  return and(...rules) as SQL;
}
