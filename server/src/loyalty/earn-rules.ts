import {
  DEFAULT_MONEY,
  formatAmount,
  formatWholeAmount,
  line,
  type TChangeLine,
  type TMoney,
  type TProgram,
} from '@regulars/contracts';
import type { TEarnBasis } from '../db/schema/index.ts';
import { boostedPoints, type TBoostedPart } from './boosted-points.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A counter action that can earn: a visit, or a purchase of an amount. `money`: the business's currency and locale,
 * the words of a fixed rebate ('€5 off'); US dollars by default. `parts`: the purchase's parts (all of it, or a
 * till's categories) with the earn multipliers of each (a points program's purchase earns that much more).
 */
export type TEarnAction = {
  kind: 'visit' | 'purchase';
  amount: number | null;
  now: Date;
  money?: TMoney;
  parts?: TBoostedPart[];
  /** Stamps each stamp card gets (several items at once: two coffees, 2); one when left out. */
  stamps?: number;
};

/** The customer's standing in one program, and what the fraud guards need to know. */
export type TEarnContext = {
  stampsCurrent: number;
  cardExpiresAt: Date | null;
  /** The last earn in this program (not undone), for the cooldown. */
  lastEarnAt: Date | null;
  /** Points (points programs), stamps given (stamp cards) or earns (the others) in the past 24 hours, for the daily limit. */
  earnedLast24h: number;
  /** An earned, unused reward of this program is waiting (a stamp card without multiple cards stops). */
  hasOpenReward: boolean;
  /** The program has ever rewarded this customer (a one-off free item is not earned twice). */
  everRewarded: boolean;
};

/** A reward to issue; the engine gives it its code. */
export type TRewardToIssue = {
  name: string;
  description: string | null;
  type: 'stamp_card' | 'free_item' | 'rebate_code' | 'points';
  expiresAt: Date | null;
  discountType: 'percentage' | 'fixed' | null;
  discountValue: number | null;
  singleUse: boolean;
};

export type TEarnOutcome = {
  points: number;
  pointsExpireAt: Date | null;
  /** Change of the stamps / purchases counter: +1, or 1 − required when a card completes. */
  stamps: number;
  /** Stamps of a lapsed card taken away before this earn (written as an expire row). */
  lapsedStamps: number;
  cardExpiresAt: Date | null;
  reward: TRewardToIssue | null;
  /** What the till shows, e.g. '+12 points', 'Stamp 7 of 10'; the engine adds the reward's line. */
  changes: TChangeLine[];
  /** Said after the reward's line: the stamps that start the next card. */
  afterReward?: TChangeLine[];
  /** What a guard held back, shown as a warning: the visit itself still counts. */
  warnings: THeld[];
  /** The points before multipliers and the multipliers, when multipliers raised the points. */
  basis: TEarnBasis | null;
};

/** A held earn in two parts ('No stamp', 'the next one can be given in 10 minutes'): the engine names the program. */
export type THeld = { lead: TChangeLine; reason: TChangeLine };

const nothing = (ctx: TEarnContext, changes: TChangeLine[] = [], warnings: THeld[] = []): TEarnOutcome => ({
  points: 0,
  pointsExpireAt: null,
  stamps: 0,
  lapsedStamps: 0,
  cardExpiresAt: ctx.cardExpiresAt,
  reward: null,
  changes,
  warnings,
  basis: null,
});

const addDays = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** floor(amount × points per dollar), in whole cents and tenths so that 0.29 × 100 is 29, not 28. */
export function pointsForPurchase(amount: number, pointsPerDollar: number): number {
  return Math.floor((Math.round(amount * 100) * Math.round(pointsPerDollar * 10)) / 1000);
}

/**
 * Why a stamp-like earn is held back now (cooldown or daily limit), in the till's words ('the next one can be given
 * in 10 minutes', the real minutes left), or null when it may go ahead.
 */
export function guardMessage(
  config: { cooldownMinutes: number; dailyLimit: number },
  ctx: TEarnContext,
  now: Date,
  what: 'stamp' | 'purchase' | 'code',
): TChangeLine | null {
  if (config.cooldownMinutes > 0 && ctx.lastEarnAt) {
    const readyAt = ctx.lastEarnAt.getTime() + config.cooldownMinutes * MINUTE;
    if (readyAt > now.getTime()) {
      const minutes = Math.ceil((readyAt - now.getTime()) / MINUTE);
      return line(what === 'purchase' ? 'changes.reason.nextCounts' : 'changes.reason.nextGiven', { minutes });
    }
  }
  if (config.dailyLimit > 0 && ctx.earnedLast24h >= config.dailyLimit) {
    return line(DAILY_LIMIT_REASONS[what], { limit: config.dailyLimit });
  }
  return null;
}

const DAILY_LIMIT_REASONS = {
  stamp: 'changes.reason.dailyStamps',
  purchase: 'changes.reason.dailyPurchases',
  code: 'changes.reason.dailyCodes',
} as const;

/** When the next earn becomes possible under the cooldown, if that is still ahead. */
export function nextEarnAt(cooldownMinutes: number, lastEarnAt: Date | null, now: Date): Date | null {
  if (cooldownMinutes <= 0 || !lastEarnAt) return null;
  const at = new Date(lastEarnAt.getTime() + cooldownMinutes * MINUTE);
  return at > now ? at : null;
}

function earnPoints(program: Extract<TProgram, { type: 'points' }>, action: TEarnAction, ctx: TEarnContext) {
  if (action.kind !== 'purchase' || action.amount === null) return nothing(ctx);
  const { pointsPerDollar, dailyPointsCap, pointsExpireDays } = program.config;
  const base = pointsForPurchase(action.amount, pointsPerDollar);
  const boost = base > 0 ? boostedPoints(action.parts ?? [], pointsPerDollar, action.money) : null;
  const raw = boost ? boost.points : base;
  const room = dailyPointsCap > 0 ? Math.max(0, dailyPointsCap - ctx.earnedLast24h) : raw;
  const points = Math.min(raw, room);
  const changes =
    points > 0
      ? [
          boost
            ? line('changes.pointsBoosted', { count: points, boost: boost.said })
            : line('changes.points', { count: points }),
        ]
      : [];
  const warnings =
    points < raw
      ? [
          {
            lead: line(points > 0 ? 'changes.lead.pointsCapped' : 'changes.lead.noPoints'),
            reason: line('changes.reason.dailyPoints', { limit: dailyPointsCap }),
          },
        ]
      : [];
  return {
    ...nothing(ctx, changes, warnings),
    points,
    pointsExpireAt: points > 0 && pointsExpireDays > 0 ? addDays(action.now, pointsExpireDays) : null,
    basis:
      boost && points > 0
        ? {
            basePoints: base,
            factor: Math.round((raw / base) * 100) / 100,
            multipliers: boost.multipliers,
            note: boost.note,
          }
        : null,
  };
}

function earnStamp(program: Extract<TProgram, { type: 'stamp_card' }>, action: TEarnAction, ctx: TEarnContext) {
  const c = program.config;
  const lapsed = ctx.stampsCurrent > 0 && ctx.cardExpiresAt !== null && ctx.cardExpiresAt <= action.now;
  const current = lapsed ? 0 : ctx.stampsCurrent;
  const base = {
    ...nothing(ctx),
    lapsedStamps: lapsed ? ctx.stampsCurrent : 0,
    cardExpiresAt: lapsed ? null : ctx.cardExpiresAt,
  };
  const held = guardMessage(c, ctx, action.now, 'stamp');
  if (held) return { ...base, warnings: [{ lead: line('changes.lead.stamp'), reason: held }] };
  if (!c.allowMultipleCards && ctx.hasOpenReward) {
    return { ...base, warnings: [{ lead: line('changes.lead.stamp'), reason: line('changes.reason.redeemFirst') }] };
  }
  // A card fills at most once per action (a card made smaller than the stamps asked takes what fits), and a daily
  // limit gives what room is left of it.
  const wanted = Math.min(action.stamps ?? 1, c.stampsRequired);
  const given = c.dailyLimit > 0 ? Math.min(wanted, c.dailyLimit - ctx.earnedLast24h) : wanted;
  const warnings: THeld[] =
    given < wanted
      ? [
          {
            lead: line('changes.lead.stampsCapped'),
            reason: line('changes.reason.dailyStamps', { limit: c.dailyLimit }),
          },
        ]
      : [];
  const stamp = Math.min(current + given, c.stampsRequired);
  const changes = [
    wanted === 1
      ? line('changes.stamp', { stamp, required: c.stampsRequired })
      : line('changes.stamps', { count: given, stamp, required: c.stampsRequired }),
  ];
  const newCardExpiry = () => (c.cardExpireDays > 0 ? addDays(action.now, c.cardExpireDays) : null);
  if (current + given < c.stampsRequired) {
    const cardExpiresAt = current === 0 ? newCardExpiry() : base.cardExpiresAt;
    return { ...base, stamps: given, cardExpiresAt, changes, warnings };
  }
  // The stamps past a full card start the next one.
  const left = current + given - c.stampsRequired;
  return {
    ...base,
    stamps: given - c.stampsRequired,
    cardExpiresAt: left > 0 ? newCardExpiry() : null,
    changes,
    afterReward: left > 0 ? [line('changes.stampsNextCard', { count: left })] : [],
    warnings,
    reward: {
      name: c.rewardDescription || `${program.name} reward`,
      description: null,
      type: 'stamp_card' as const,
      expiresAt: null,
      discountType: null,
      discountValue: null,
      singleUse: true,
    },
  };
}

function earnFreeItem(program: Extract<TProgram, { type: 'free_item' }>, action: TEarnAction, ctx: TEarnContext) {
  const c = program.config;
  if (action.kind !== 'purchase') return nothing(ctx);
  if (!c.recurring && ctx.everRewarded) return nothing(ctx);
  const held = guardMessage(c, ctx, action.now, 'purchase');
  if (held) return nothing(ctx, [], [{ lead: line('changes.lead.purchase'), reason: held }]);
  const count = ctx.stampsCurrent + 1;
  const toward = { count, required: c.requiredPurchases };
  const changes = [
    c.itemName
      ? line('changes.purchaseToward', { ...toward, item: c.itemName })
      : line('changes.purchaseTowardFreeItem', toward),
  ];
  if (count < c.requiredPurchases) return { ...nothing(ctx, changes), stamps: 1 };
  return {
    ...nothing(ctx, changes),
    stamps: 1 - c.requiredPurchases,
    reward: {
      name: c.itemName || 'Free item',
      description: c.itemDescription || null,
      type: 'free_item' as const,
      expiresAt: addDays(action.now, c.validDays),
      discountType: null,
      discountValue: null,
      singleUse: true,
    },
  };
}

/** '10% off', '$5 off' or '$2.50 off'; '€5 off' in a business in euros. */
export function discountLabel(type: 'percentage' | 'fixed', value: number, money: TMoney = DEFAULT_MONEY): string {
  if (type === 'percentage') return `${value}% off`;
  return `${Number.isInteger(value) ? formatWholeAmount(value, money) : formatAmount(value, money)} off`;
}

function earnRebate(program: Extract<TProgram, { type: 'rebate_code' }>, action: TEarnAction, ctx: TEarnContext) {
  const c = program.config;
  const held = guardMessage(c, ctx, action.now, 'code');
  if (held) return nothing(ctx, [], [{ lead: line('changes.lead.code'), reason: held }]);
  return {
    ...nothing(ctx),
    reward: {
      name: discountLabel(c.discountType, c.discountValue, action.money),
      description: null,
      type: 'rebate_code' as const,
      expiresAt: addDays(action.now, c.validDays),
      discountType: c.discountType,
      discountValue: c.discountValue,
      singleUse: c.singleUse,
    },
  };
}

/** The discount tier a visit count reaches (tiers sorted by visits), and how far the next one is. */
export function discountStanding(tiers: { visits: number; discount: number }[], visits: number) {
  const reached = tiers.filter((t) => t.visits <= visits);
  const current = reached[reached.length - 1] ?? null;
  const next = tiers.find((t) => t.visits > visits) ?? null;
  return {
    visits,
    percent: current?.discount ?? null,
    nextPercent: next?.discount ?? null,
    visitsToNext: next ? next.visits - visits : null,
  };
}

function earnDiscount(program: Extract<TProgram, { type: 'discount' }>, ctx: TEarnContext, visitsAfter: number) {
  const before = discountStanding(program.config.tiers, visitsAfter - 1);
  const after = discountStanding(program.config.tiers, visitsAfter);
  if (after.percent !== null && after.percent !== before.percent) {
    return nothing(ctx, [line('changes.discountReached', { percent: after.percent })]);
  }
  return nothing(ctx, after.percent !== null ? [line('changes.discountApplies', { percent: after.percent })] : []);
}

/**
 * What one visit or purchase earns in one active program: the loyalty rules of each type. Pure: the engine
 * (record-earn-action.ts) reads the context, applies the outcome and writes the ledger.
 */
export function earnOutcome(
  program: TProgram,
  action: TEarnAction,
  ctx: TEarnContext,
  /** The customer's visit count including this one (discount tiers). */
  visitsAfter: number,
): TEarnOutcome {
  switch (program.type) {
    case 'points':
      return earnPoints(program, action, ctx);
    case 'stamp_card':
      return earnStamp(program, action, ctx);
    case 'free_item':
      return earnFreeItem(program, action, ctx);
    case 'rebate_code':
      return earnRebate(program, action, ctx);
    case 'discount':
      return earnDiscount(program, ctx, visitsAfter);
  }
}
