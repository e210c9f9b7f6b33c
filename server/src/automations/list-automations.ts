import { AUTOMATION_STATS_DAYS, type TAutomationList, type TAutomationTemplate } from '@regulars/contracts';
import { and, asc, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businessZoneSql } from '../db/rhythm-overdue.ts';
import {
  businesses,
  communicationLogs,
  customerRewards,
  customers,
  emailTemplates,
  smsTemplates,
} from '../db/schema/index.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { BIRTHDAY_REWARD_TYPE } from './issue-birthday-reward.ts';
import { lapsedSql } from './lapsed-sql.ts';
import { readAutomation } from './read-automation.ts';
import { WIN_BACK_MARK } from './win-back-message.ts';

const DAY = 86_400_000;

/**
 * GET /api/automations: win-back and birthday as they stand (defaults when never saved), with what each sends, how
 * many messages each made in the last 30 days (refused ones not counted) and what the panel warns about.
 */
export async function listAutomations({
  db,
  businessId,
  canEdit,
  now = new Date(),
}: {
  db: TDb;
  businessId: string;
  canEdit: boolean;
  now?: Date;
}): Promise<TAutomationList> {
  const since = new Date(now.getTime() - AUTOMATION_STATS_DAYS * DAY);
  const [winBack, birthday] = await Promise.all([
    readAutomation({ db, businessId, kind: 'win_back' }),
    readAutomation({ db, businessId, kind: 'birthday' }),
  ]);
  const [sent, rewards, lapsed, business, winBackSms, winBackEmail, birthdaySms, birthdayEmail] = await Promise.all([
    // The newest-first index of the history narrows to the window; the tags tell the automations apart.
    db
      .select({
        winBack: sql<number>`count(*) filter (where ${communicationLogs.metadata}->>'automation' = ${WIN_BACK_MARK})`,
        birthday: sql<number>`count(*) filter (where ${communicationLogs.metadata}->>'trigger' = 'birthday')`,
      })
      .from(communicationLogs)
      .where(
        and(
          eq(communicationLogs.businessId, businessId),
          gte(communicationLogs.createdAt, since),
          ne(communicationLogs.status, 'failed'),
        ),
      ),
    db
      .select({ n: count() })
      .from(customerRewards)
      .where(
        and(
          eq(customerRewards.businessId, businessId),
          gte(customerRewards.earnedAt, since),
          eq(customerRewards.rewardType, BIRTHDAY_REWARD_TYPE),
          ne(customerRewards.status, 'void'),
        ),
      ),
    db
      .select({ n: count() })
      .from(customers)
      .where(
        and(
          eq(customers.businessId, businessId),
          isNull(customers.deletedAt),
          lapsedSql({
            alias: 'customers',
            timing: winBack.config.timing,
            days: winBack.config.days,
            zone: businessZoneSql(businessId),
            now,
          }),
        ),
      ),
    db.select({ postalAddress: businesses.postalAddress }).from(businesses).where(eq(businesses.id, businessId)),
    chosenTemplate(db, businessId, 'sms', winBack.config.smsTemplateId),
    chosenTemplate(db, businessId, 'email', winBack.config.emailTemplateId),
    birthdayTemplate(db, businessId, 'sms'),
    birthdayTemplate(db, businessId, 'email'),
  ]);
  const common = (state: { enabled: boolean; updatedAt: Date | null }) => ({
    enabled: state.enabled,
    updatedAt: state.updatedAt?.toISOString() ?? null,
  });
  return {
    winBack: {
      kind: 'win_back',
      ...common(winBack),
      config: winBack.config,
      sentLast30Days: Number(sent[0]?.winBack ?? 0),
      messages: { sms: winBackSms, email: winBackEmail },
      lapsedCustomers: lapsed[0]?.n ?? 0,
    },
    birthday: {
      kind: 'birthday',
      ...common(birthday),
      config: birthday.config,
      sentLast30Days: Number(sent[0]?.birthday ?? 0),
      messages: { sms: birthdaySms, email: birthdayEmail },
      rewardsLast30Days: rewards[0]?.n ?? 0,
    },
    canEdit,
    postalAddressMissing: !business[0]?.postalAddress?.trim(),
  };
}

const TABLES = { sms: smsTemplates, email: emailTemplates } as const;

/** The template win-back was set to send on a channel, if it still exists in the business. */
async function chosenTemplate(
  db: TDb,
  businessId: string,
  channel: 'sms' | 'email',
  id: string | null,
): Promise<TAutomationTemplate | null> {
  if (!isUuid(id)) return null;
  const table = TABLES[channel];
  const [row] = await db
    .select({ id: table.id, name: table.name, active: table.active })
    .from(table)
    .where(and(eq(table.businessId, businessId), eq(table.id, id)))
    .limit(1);
  return row ?? null;
}

/** The birthday template a greeting uses on a channel: the oldest active one, as send-triggered-message picks it. */
async function birthdayTemplate(
  db: TDb,
  businessId: string,
  channel: 'sms' | 'email',
): Promise<TAutomationTemplate | null> {
  const table = TABLES[channel];
  const [row] = await db
    .select({ id: table.id, name: table.name, active: table.active })
    .from(table)
    .where(and(eq(table.businessId, businessId), eq(table.triggerType, 'birthday'), eq(table.active, true)))
    .orderBy(asc(table.createdAt))
    .limit(1);
  return row ?? null;
}
