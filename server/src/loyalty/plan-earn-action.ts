import { randomUUID } from 'node:crypto';
import { line, type TChangeLine, type TProgram, toMinorUnits } from '@regulars/contracts';
import type { TCustomerRow } from '../customers/index.ts';
import type { TJobPayloads } from '../jobs/queue.ts';
import { MESSAGE_TRIGGERS } from '../messaging/index.ts';
import { applicableMultipliers } from '../multipliers/index.ts';
import { measureAdded, moveOnEarn, type TStatusMove } from '../status-tiers/index.ts';
import { earnOutcome, type TEarnAction } from './earn-rules.ts';
import { REWARD_CODE_PREFIX, rewardRow } from './issue-reward.ts';
import type { LOYALTY_JOBS } from './jobs.ts';
import { activityOf, type TCustomerContext, type TOpenReward } from './load-customer-context.ts';
import { crossedMilestone } from './milestones.ts';
import { earnMultipliersOf } from './status-multiplier.ts';
import type { TEarnedReward, TEarnLedgerRow, TProgressChange } from './write-earn-action.ts';

export type TEarnInput = {
  kind: 'visit' | 'purchase';
  amount: number | null;
  idempotencyKey: string;
  note?: string;
  /** The category bonuses a purchase names (the counter's ticks, the API's): they apply to the whole purchase. */
  categories?: string[];
  /** Stamps each stamp card gets (several items at once); one when left out. */
  stamps?: number;
  /** A till's sale by its lines' categories (parts adding up to the amount), instead of `categories`. */
  parts?: TPurchasePart[];
};

/** A part of a purchase and the categories it is of. */
export type TPurchasePart = { amount: number; categories: string[] };

export type TLoyaltyEvent = Omit<TJobPayloads[typeof LOYALTY_JOBS.sendLoyaltyMessage], 'businessId' | 'customerId'>;

/** What a visit or purchase does, before anything is written: the write's rows and the answer's lines. */
export type TEarnPlan = {
  actionId: string;
  /** The ledger rows, the head (the visit or purchase, with the request key) first. */
  rows: TEarnLedgerRow[];
  rewards: TEarnedReward[];
  progress: TProgressChange[];
  /** Points credited in all programs by this action (welcome points of programs joined with it not included). */
  points: number;
  /** Message jobs to queue with the write: only triggers the business has an active template of. */
  events: TLoyaltyEvent[];
  /** Every line the till shows, what a guard held back last (`isHeldChange` tells those apart). */
  changes: TChangeLine[];
  /** The customer moves up a status tier with this action (issue 51): written with it, under the customer's lock. */
  statusMove: TStatusMove | null;
};

/**
 * Applies every active program's rule to one visit or purchase of a customer who is a member of each (programs joined
 * with this action are in `context.progress` already, their welcome points in `welcomePoints`). `context` is brought
 * up to date with what the action will write, so the answer is composed from it without reading anything back.
 */
export function planEarnAction({
  businessId,
  customer,
  context,
  input,
  welcomePoints,
  locationId,
  now,
  multipliersAt = now,
}: {
  businessId: string;
  customer: TCustomerRow;
  context: TCustomerContext;
  input: TEarnInput;
  welcomePoints: number;
  /** Where it happens: a multiplier limited to locations applies only there. */
  locationId: string | null;
  now: Date;
  /** When the purchase happened (a till's sale, earlier than now): the multipliers of that moment apply. */
  multipliersAt?: Date;
}): TEarnPlan {
  const actionId = randomUUID();
  const parts = (input.parts ?? [{ amount: input.amount ?? 0, categories: input.categories ?? [] }]).map((part) => ({
    amount: part.amount,
    boost: applicableMultipliers(earnMultipliersOf(context), {
      at: multipliersAt,
      locationId,
      birthday: customer.birthday,
      categories: part.categories,
    }),
  }));
  const action: TEarnAction = {
    kind: input.kind,
    amount: input.amount,
    now,
    money: context.money,
    parts,
    stamps: input.stamps,
  };
  const visitsAfter = customer.totalVisits + 1;
  const changes: TChangeLine[] = welcomePoints > 0 ? [line('changes.welcomePoints', { count: welcomePoints })] : [];
  const rows: TEarnLedgerRow[] = [];
  const rewards: TEarnedReward[] = [];
  const progress: TProgressChange[] = [];
  const events: TLoyaltyEvent[] = [];
  const warnings: TChangeLine[] = [];
  // With one program 'No stamp' is clear; with several the warning names which one held back.
  const named = context.programs.length > 1;
  let points = 0;

  for (const program of context.programs) {
    const row = context.progress.get(program.id);
    if (!row) continue;
    const activity = activityOf(context, program.id);
    const outcome = earnOutcome(
      program,
      action,
      {
        stampsCurrent: row.stampsCurrent,
        cardExpiresAt: row.cardExpiresAt,
        lastEarnAt: activity.lastEarnAt,
        earnedLast24h:
          program.type === 'points'
            ? activity.pointsLast24h
            : program.type === 'stamp_card'
              ? activity.stampsLast24h
              : activity.earnsLast24h,
        hasOpenReward: activity.openRewards > 0,
        everRewarded: activity.rewardsEver > 0,
      },
      visitsAfter,
    );
    changes.push(...outcome.changes);
    for (const { lead, reason } of outcome.warnings) {
      warnings.push(
        named
          ? line('changes.heldIn', { lead, program: program.name, reason })
          : line('changes.held', { lead, reason }),
      );
    }
    const base = { programId: program.id, actionId };
    if (outcome.lapsedStamps > 0) rows.push({ ...base, type: 'expire', stamps: -outcome.lapsedStamps });
    let rewardId: string | null = null;
    if (outcome.reward) {
      // Its id and code drawn here, so it is written in the action's one statement with the ledger rows.
      const reward: TEarnedReward = {
        id: randomUUID(),
        ...rewardRow({
          businessId,
          customerId: customer.id,
          programId: program.id,
          reward: outcome.reward,
          codePrefix: codePrefixOf(program),
          now,
        }),
      };
      rewards.push(reward);
      rewardId = reward.id;
      context.openRewards.push({ reward, programName: program.name });
      events.push({ trigger: 'reward_earned', eventKey: `reward:${reward.id}`, values: { reward: reward.rewardName } });
      changes.push(
        outcome.reward.type === 'rebate_code'
          ? line('changes.codeIssued', { code: reward.redemptionCode, reward: reward.rewardName })
          : line('changes.rewardEarned', { reward: reward.rewardName }),
      );
    }
    changes.push(...(outcome.afterReward ?? []));
    if (outcome.points !== 0 || outcome.stamps !== 0 || rewardId) {
      rows.push({
        ...base,
        type: 'earn',
        points: outcome.points,
        stamps: outcome.stamps,
        rewardId,
        pointsExpireAt: outcome.pointsExpireAt,
        earnBasis: outcome.basis,
      });
      context.activity.set(program.id, { ...activity, lastEarnAt: now });
    }
    points += outcome.points;
    const stamps = outcome.stamps - outcome.lapsedStamps;
    progress.push({ progressId: row.id, points: outcome.points, stamps, cardExpiresAt: outcome.cardExpiresAt });
    context.progress.set(program.id, {
      ...row,
      pointsBalance: row.pointsBalance + outcome.points,
      totalEarned: row.totalEarned + outcome.points,
      stampsCurrent: row.stampsCurrent + stamps,
      cardExpiresAt: outcome.cardExpiresAt,
      lastActivityAt: now,
    });
  }
  const added = context.status ? measureAdded(context.status.basis, points) : 0;
  const statusMove = context.status ? moveOnEarn(context.status, added) : null;
  if (context.status) {
    context.status = {
      ...context.status,
      measure: context.status.measure + added,
      current: statusMove
        ? {
            tierId: statusMove.to.id,
            previousTierId: statusMove.from?.id ?? null,
            reachedBy: actionId,
            keepsUntil: null,
          }
        : context.status.current,
    };
  }
  if (statusMove) {
    changes.push(line('changes.movedUp', { tier: statusMove.to.name }));
    events.push({
      trigger: 'status_up',
      // Once per tier and day: an undo and the same earn again do not message twice.
      eventKey: `status:${statusMove.to.id}:${now.toISOString().slice(0, 10)}`,
      values: { tier: statusMove.to.name },
    });
  }
  changes.push(...warnings);
  if (changes.length === 0) {
    changes.push(line(input.kind === 'purchase' ? 'changes.purchaseRecorded' : 'changes.visitRecorded'));
  }
  const head: TEarnLedgerRow = {
    id: actionId,
    actionId,
    type: input.kind,
    amountMinor: input.amount === null ? null : toMinorUnits(input.amount, context.money.currency),
    currency: input.amount === null ? null : context.money.currency,
    note: input.note || null,
    idempotencyKey: input.idempotencyKey,
    summary: changes,
  };

  const earned = welcomePoints + points;
  const milestone = crossedMilestone(customer.lifetimePointsEarned, customer.lifetimePointsEarned + earned);
  if (milestone)
    events.push({ trigger: 'points_milestone', eventKey: `milestone:${milestone}`, values: { milestone } });
  context.openRewards.sort(byExpiryThenEarned);
  context.lastAction = { id: actionId, type: input.kind, createdAt: now, summary: changes };
  return {
    actionId,
    rows: [head, ...rows],
    rewards,
    progress,
    points,
    events: events.filter((e) => hasTemplate(context.templateTriggers, e.trigger)),
    changes,
    statusMove,
  };
}

/** The order rewards are shown in (as loadCustomerContext reads them): soonest to expire first, then oldest, then id. */
function byExpiryThenEarned(a: TOpenReward, b: TOpenReward): number {
  const ax = a.reward.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bx = b.reward.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const byEarned = a.reward.earnedAt.getTime() - b.reward.earnedAt.getTime();
  return ax - bx || byEarned || (a.reward.id < b.reward.id ? -1 : a.reward.id > b.reward.id ? 1 : 0);
}

function hasTemplate(active: Set<string>, trigger: TLoyaltyEvent['trigger']): boolean {
  const { sms, email } = MESSAGE_TRIGGERS[trigger];
  return active.has(sms) || (email !== null && active.has(email));
}

function codePrefixOf(program: TProgram): string {
  return program.type === 'rebate_code' ? program.config.codePrefix : REWARD_CODE_PREFIX;
}
