import { DEFAULT_MONEY, type TChangeLine, type TMoney, type TProgram } from '@regulars/contracts';
import { effectiveFeaturesSql } from '../billing/index.ts';
import type { TCustomerRow } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery, rowShape } from '../db/raw-sql.ts';
import { type customerRewards, customers, type loyaltyPrograms } from '../db/schema/index.ts';
import type { TMultiplierSet } from '../multipliers/index.ts';
import { toProgram } from '../programs/index.ts';
import {
  pendingReferralSql,
  type TPendingReferral,
  type TRawPendingReferral,
  toPendingReferral,
} from '../referrals/index.ts';
import {
  customerStatusSql,
  type TRawStatusContext,
  type TStatusContext,
  toStatusContext,
} from '../status-tiers/index.ts';
import type { TKeyedHead } from './find-replay.ts';
import { stampsGivenSql } from './stamps-given-sql.ts';

const DAY = 24 * 60 * 60_000;

/** The kinds of action the counter can take back. */
export const UNDOABLE_KINDS = ['visit', 'purchase', 'redeem'] as const;

export type TProgress = {
  id: string;
  programId: string;
  pointsBalance: number;
  totalEarned: number;
  stampsCurrent: number;
  lastActivityAt: Date | null;
  cardExpiresAt: Date | null;
};

export type TProgramActivity = {
  lastEarnAt: Date | null;
  pointsLast24h: number;
  earnsLast24h: number;
  /** Stamps given on the card (a stamp card's daily limit counts stamps, not visits). */
  stampsLast24h: number;
  openRewards: number;
  rewardsEver: number;
};

export type TRewardRow = typeof customerRewards.$inferSelect;
export type TOpenReward = { reward: TRewardRow; programName: string | null };
export type TLastAction = { id: string; type: string; createdAt: Date; summary: TChangeLine[] | null };

/** What the rules, the fraud guards and the standing read about one customer, as of `now`. */
export type TCustomerContext = {
  /** The business's active programs, oldest first. */
  programs: TProgram[];
  /** The customer's progress row per program id (programs they have not joined yet have none). */
  progress: Map<string, TProgress>;
  activity: Map<string, TProgramActivity>;
  /** Rewards they can use now, soonest to expire first. */
  openRewards: TOpenReward[];
  /** Their latest visit, purchase or redemption that has not been undone. */
  lastAction: TLastAction | null;
  /** The action already recorded under the request's key, when one was given and used. */
  keyedHead: TKeyedHead | null;
  /** The template triggers (SMS or email) the business has an active template of: no template, no message job. */
  templateTriggers: Set<string>;
  /** The webhook events the business's enabled endpoints subscribe to: none, no outbox write. */
  webhookEvents: Set<string>;
  /** The business's money: a purchase is recorded in its currency, its limits written in its locale. */
  money: TMoney;
  /** The business's earn multipliers while its plan includes them (issue 51); null when it has none. */
  multipliers: TMultiplierSet | null;
  /** The customer's status tier, measure and the business's tiers (issue 51); null when the business has none. */
  status: TStatusContext | null;
  /** The customer's referral waiting for its qualifying action (issue 51); null nearly always. */
  referral: TPendingReferral | null;
};

export const noActivity = (): TProgramActivity => ({
  lastEarnAt: null,
  pointsLast24h: 0,
  earnsLast24h: 0,
  stampsLast24h: 0,
  openRewards: 0,
  rewardsEver: 0,
});

type TJsonRow = {
  programs: (Omit<typeof loyaltyPrograms.$inferSelect, 'createdAt'> & { createdAt: string })[];
  progress: (Omit<TProgress, 'lastActivityAt' | 'cardExpiresAt'> & {
    lastActivityAt: string | null;
    cardExpiresAt: string | null;
  })[];
  earns: { programId: string | null; lastEarnAt: string; points: number; earns: number; stamps: number }[];
  rewardCounts: { programId: string | null; open: number; ever: number }[];
  openRewards: (Omit<TRewardRow, 'earnedAt' | 'expiresAt' | 'redeemedAt'> & {
    earnedAt: string;
    expiresAt: string | null;
    redeemedAt: string | null;
    programName: string | null;
  })[];
  lastAction: (Omit<TLastAction, 'createdAt'> & { createdAt: string }) | null;
  keyedHead: TKeyedHead | null;
  templateTriggers: string[];
  webhookEvents: string[];
  money: TMoney | null;
  multipliers: TMultiplierSet | null;
  status: TRawStatusContext | null;
  referral: TRawPendingReferral | null;
};

const toDate = (v: string | null) => (v === null ? null : new Date(v));

/** The context's columns ($1 business, $2 customer, $3 24 hours ago, $4 now, $5 request key). */
const CONTEXT_COLUMNS = `
      (select coalesce(json_agg(json_build_object(
          'id', lp.id, 'businessId', lp.business_id, 'name', lp.name, 'type', lp.type, 'status', lp.status,
          'config', lp.config, 'createdAt', lp.created_at) order by lp.created_at, lp.id), '[]'::json)
        from loyalty_programs lp
        where lp.business_id = $1 and lp.status = 'active') as "programs",
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'programId', p.program_id, 'pointsBalance', p.points_balance, 'totalEarned', p.total_earned,
          'stampsCurrent', p.stamps_current, 'lastActivityAt', p.last_activity_at,
          'cardExpiresAt', p.card_expires_at)), '[]'::json)
        from customer_program_progress p
        where p.business_id = $1 and p.customer_id = $2) as "progress",
      (select coalesce(json_agg(e), '[]'::json) from (
          select t.program_id as "programId", max(t.created_at) as "lastEarnAt",
            coalesce(sum(t.points), 0) as "points", count(*) as "earns",
            coalesce(sum(${stampsGivenSql('t', 'lp')}), 0) as "stamps"
          from transactions t
          left join loyalty_programs lp on lp.business_id = t.business_id and lp.id = t.program_id
          where t.business_id = $1 and t.customer_id = $2 and t.type = 'earn'
            and t.created_at > $3::timestamptz
            and not exists (select 1 from transactions r where r.business_id = t.business_id and r.reverses_id = t.id)
          group by t.program_id) e) as "earns",
      (select coalesce(json_agg(c), '[]'::json) from (
          select cr.program_id as "programId", count(*) filter (where cr.status = 'earned') as "open",
            count(*) as "ever"
          from customer_rewards cr
          where cr.business_id = $1 and cr.customer_id = $2 and cr.status <> 'void'
          group by cr.program_id) c) as "rewardCounts",
      (select coalesce(json_agg(json_build_object(
          'id', cr.id, 'businessId', cr.business_id, 'customerId', cr.customer_id, 'programId', cr.program_id,
          'rewardName', cr.reward_name, 'rewardDescription', cr.reward_description, 'rewardType', cr.reward_type,
          'status', cr.status, 'redemptionCode', cr.redemption_code, 'discountType', cr.discount_type,
          'discountValue', cr.discount_value, 'singleUse', cr.single_use, 'earnedAt', cr.earned_at,
          'expiresAt', cr.expires_at, 'redeemedAt', cr.redeemed_at, 'redeemedByUserId', cr.redeemed_by_user_id,
          'programName', lp.name) order by cr.expires_at asc nulls last, cr.earned_at asc, cr.id asc), '[]'::json)
        from customer_rewards cr
        left join loyalty_programs lp on lp.business_id = cr.business_id and lp.id = cr.program_id
        where cr.business_id = $1 and cr.customer_id = $2 and cr.status = 'earned'
          and (cr.expires_at is null or cr.expires_at > $4::timestamptz)) as "openRewards",
      (select json_build_object('id', t.id, 'type', t.type, 'createdAt', t.created_at, 'summary', t.summary)
        from transactions t
        where t.business_id = $1 and t.customer_id = $2
          and t.type in (${UNDOABLE_KINDS.map((k) => `'${k}'`).join(', ')}) and t.id = t.action_id
          and not exists (select 1 from transactions r where r.business_id = t.business_id and r.reverses_id = t.id)
        order by t.created_at desc, t.seq desc
        limit 1) as "lastAction",
      (select json_build_object('id', k.id, 'type', k.type, 'customerId', k.customer_id, 'summary', k.summary)
        from transactions k
        where k.business_id = $1 and k.idempotency_key = $5) as "keyedHead",
      array(select s.trigger_type from sms_templates s where s.business_id = $1 and s.active
        union select e.trigger_type from email_templates e where e.business_id = $1 and e.active
      ) as "templateTriggers",
      array(select distinct jsonb_array_elements_text(w.events) from webhook_endpoints w
        where w.business_id = $1 and w.enabled) as "webhookEvents",
      (select json_build_object('currency', b.currency, 'locale', b.locale) from businesses b
        where b.id = $1) as "money",
      (select json_build_object('combine', b.multiplier_combine, 'ceiling', b.multiplier_ceiling,
          'timeZone', b.time_zone, 'rules', (select json_agg(json_build_object('name', m.name, 'kind', m.kind,
            'factor', m.factor, 'days', m.days, 'startMinute', m.start_minute, 'endMinute', m.end_minute,
            'startsOn', m.starts_on, 'endsOn', m.ends_on, 'category', m.category, 'locationIds', m.location_ids) order by m.created_at, m.id)
          from earn_multipliers m where m.business_id = $1))
        from businesses b left join subscription_tiers st on st.id = b.tier_id
        where b.id = $1 and exists (select 1 from earn_multipliers m where m.business_id = $1)
          and coalesce((${effectiveFeaturesSql('b', 'st')} ->> 'multipliers')::boolean, false)) as "multipliers",
      ${customerStatusSql({ business: '$1', customer: '$2', now: '$4' })} as "status",
      ${pendingReferralSql({ business: '$1', customer: '$2' })} as "referral"`;

/** Fixed texts, prepared once per connection: the context alone (the customer locked already), or with the customer. */
const CONTEXT = { name: 'customer_context', text: `select ${CONTEXT_COLUMNS}` };
const customerShape = rowShape(customers, 'c');
const CUSTOMER_AND_CONTEXT = {
  name: 'customer_and_context',
  text: `select ${CONTEXT_COLUMNS},
      (select row_to_json(x) from (
          select ${customerShape.select} from customers c
          where c.business_id = $1 and c.id = $2 and c.deleted_at is null) x) as "customer"`,
};

/**
 * Everything about one customer the counter needs, in ONE statement (a check-in must feel instant, and inside a
 * transaction every round trip holds the customer's lock longer): active programs, progress, the earns of the past
 * 24 hours per program (undone ones excluded), reward counts, the rewards open now, the last undoable action, and
 * the action already recorded under a request key.
 */
export async function loadCustomerContext({
  db,
  businessId,
  customerId,
  now,
  idempotencyKey = null,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now: Date;
  /** A counter action's request key: the head row already recorded under it comes back too. */
  idempotencyKey?: string | null;
}): Promise<TCustomerContext> {
  const [row] = await rawQuery<TJsonRow>(db, {
    ...CONTEXT,
    values: contextValues(businessId, customerId, now, idempotencyKey),
  });
  return toContext(row);
}

/**
 * The customer (not deleted) and their context in one statement, without a lock: a check-in that then writes only
 * if the customer's loyalty version is still the one read here. Null when there is no such customer.
 */
export async function readCustomerWithContext({
  db,
  businessId,
  customerId,
  now,
  idempotencyKey,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now: Date;
  idempotencyKey: string;
}): Promise<{ customer: TCustomerRow; context: TCustomerContext } | null> {
  const [row] = await rawQuery<TJsonRow & { customer: Record<string, unknown> | null }>(db, {
    ...CUSTOMER_AND_CONTEXT,
    values: contextValues(businessId, customerId, now, idempotencyKey),
  });
  if (!row.customer) return null;
  return { customer: customerShape.map(row.customer), context: toContext(row) };
}

function contextValues(businessId: string, customerId: string, now: Date, idempotencyKey: string | null) {
  return [businessId, customerId, new Date(now.getTime() - DAY).toISOString(), now.toISOString(), idempotencyKey];
}

function toContext(row: TJsonRow): TCustomerContext {
  const activity = new Map<string, TProgramActivity>();
  const of = (programId: string) => {
    const found = activity.get(programId);
    if (found) return found;
    const fresh = noActivity();
    activity.set(programId, fresh);
    return fresh;
  };
  for (const e of row.earns) {
    if (!e.programId) continue;
    Object.assign(of(e.programId), {
      lastEarnAt: new Date(e.lastEarnAt),
      pointsLast24h: Number(e.points),
      earnsLast24h: Number(e.earns),
      stampsLast24h: Number(e.stamps),
    });
  }
  for (const c of row.rewardCounts) {
    if (c.programId) Object.assign(of(c.programId), { openRewards: Number(c.open), rewardsEver: Number(c.ever) });
  }

  return {
    programs: row.programs.map((p) => toProgram({ ...p, createdAt: new Date(p.createdAt) })),
    progress: new Map(
      row.progress.map((p) => [
        p.programId,
        { ...p, lastActivityAt: toDate(p.lastActivityAt), cardExpiresAt: toDate(p.cardExpiresAt) },
      ]),
    ),
    activity,
    openRewards: row.openRewards.map(({ programName, ...r }) => ({
      reward: {
        ...r,
        discountValue: r.discountValue === null ? null : Number(r.discountValue),
        earnedAt: new Date(r.earnedAt),
        expiresAt: toDate(r.expiresAt),
        redeemedAt: toDate(r.redeemedAt),
      },
      programName,
    })),
    lastAction: row.lastAction ? { ...row.lastAction, createdAt: new Date(row.lastAction.createdAt) } : null,
    keyedHead: row.keyedHead,
    templateTriggers: new Set(row.templateTriggers),
    webhookEvents: new Set(row.webhookEvents),
    money: row.money ?? DEFAULT_MONEY,
    multipliers: row.multipliers,
    status: toStatusContext(row.status),
    referral: toPendingReferral(row.referral),
  };
}

/** A program's activity, none when it has had none. */
export function activityOf(context: TCustomerContext, programId: string): TProgramActivity {
  return context.activity.get(programId) ?? noActivity();
}
