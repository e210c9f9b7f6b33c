import { randomUUID } from 'node:crypto';
import type { TActionResult, TProgram } from '@regulars/contracts';
import { lockCustomer } from '../customers/lock-customer.ts';
import type { TDb } from '../db/client.ts';
import { JOBS, type TJobPayloads, type TQueue } from '../jobs/queue.ts';
import { MESSAGE_TRIGGERS } from '../messaging/send-triggered-message.ts';
import { composeStanding } from './compose-standing.ts';
import { earnOutcome, type TEarnAction } from './earn-rules.ts';
import { replayOf } from './find-replay.ts';
import { REWARD_CODE_PREFIX, rewardRow } from './issue-reward.ts';
import { joinPrograms } from './join-programs.ts';
import { activityOf, loadCustomerContext, type TOpenReward } from './load-customer-context.ts';
import { crossedMilestone } from './milestones.ts';
import {
  RewardCodeClash,
  type TEarnedReward,
  type TEarnLedgerRow,
  type TProgressChange,
  writeEarnAction,
} from './write-earn-action.ts';

/**
 * A visit or a purchase at the counter: every active program applies its rule, in one transaction with the customer
 * locked. The ledger gets a head row (the visit or purchase, with the request key) and one `earn` row per program
 * that gave something; progress, rewards and the customer's totals change with it. Paused programs earn nothing.
 */
export async function recordEarnAction({
  db,
  queue,
  businessId,
  customerId,
  staffUserId,
  input,
  now = new Date(),
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  customerId: string;
  staffUserId: string | null;
  input: { kind: 'visit' | 'purchase'; amount: number | null; idempotencyKey: string; note?: string };
  now?: Date;
}): Promise<TActionResult> {
  // A reward code already taken rolls the action back whole; run again, it draws new codes.
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordOnce();
    } catch (err) {
      if (!(err instanceof RewardCodeClash) || attempt >= 3) throw err;
    }
  }

  function recordOnce() {
    return db.transaction(async (tx) => {
      const customer = await lockCustomer({ tx, businessId, customerId });
      const { idempotencyKey } = input;
      const context = await loadCustomerContext({ db: tx, businessId, customerId, now, idempotencyKey });
      const replay = replayOf(context.keyedHead, { customerId, kind: input.kind });
      if (replay) return { ...replay, replayed: true, standing: composeStanding(customer, context, now) };

      const newcomers = context.programs.filter((p) => !context.progress.has(p.id));
      const joined = await joinPrograms({ tx, businessId, customerId, programs: newcomers, staffUserId, now });
      for (const row of joined.progress) context.progress.set(row.programId, row);

      const actionId = randomUUID();
      const action: TEarnAction = { kind: input.kind, amount: input.amount, now };
      const visitsAfter = customer.totalVisits + 1;
      const changes: string[] =
        joined.welcomePoints > 0 ? [`+${joined.welcomePoints.toLocaleString('en-US')} welcome points`] : [];
      const rows: TEarnLedgerRow[] = [];
      const rewards: TEarnedReward[] = [];
      const progressChanges: TProgressChange[] = [];
      const events: TLoyaltyEvent[] = [];
      let pointsTotal = 0;

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
            earnedLast24h: program.type === 'points' ? activity.pointsLast24h : activity.earnsLast24h,
            hasOpenReward: activity.openRewards > 0,
            everRewarded: activity.rewardsEver > 0,
          },
          visitsAfter,
        );
        changes.push(...outcome.changes);
        const base = { programId: program.id, actionId };
        if (outcome.lapsedStamps > 0) rows.push({ ...base, type: 'expire', stamps: -outcome.lapsedStamps });
        let rewardId: string | null = null;
        if (outcome.reward) {
          // Its id and code drawn here, so it is written in the action's one statement with the ledger rows.
          const reward: TEarnedReward = {
            id: randomUUID(),
            ...rewardRow({
              businessId,
              customerId,
              programId: program.id,
              reward: outcome.reward,
              codePrefix: codePrefixOf(program),
              now,
            }),
          };
          rewards.push(reward);
          rewardId = reward.id;
          context.openRewards.push({ reward, programName: program.name });
          events.push({
            trigger: 'reward_earned',
            eventKey: `reward:${reward.id}`,
            values: { reward: reward.rewardName },
          });
          changes.push(
            outcome.reward.type === 'rebate_code'
              ? `Code issued: ${reward.redemptionCode} (${reward.rewardName})`
              : `Reward earned: ${reward.rewardName}`,
          );
        }
        if (outcome.points !== 0 || outcome.stamps !== 0 || rewardId) {
          rows.push({
            ...base,
            type: 'earn',
            points: outcome.points,
            stamps: outcome.stamps,
            rewardId,
            pointsExpireAt: outcome.pointsExpireAt,
          });
          context.activity.set(program.id, { ...activity, lastEarnAt: now });
        }
        pointsTotal += outcome.points;
        const stamps = outcome.stamps - outcome.lapsedStamps;
        progressChanges.push({
          progressId: row.id,
          points: outcome.points,
          stamps,
          cardExpiresAt: outcome.cardExpiresAt,
        });
        context.progress.set(program.id, {
          ...row,
          pointsBalance: row.pointsBalance + outcome.points,
          totalEarned: row.totalEarned + outcome.points,
          stampsCurrent: row.stampsCurrent + stamps,
          cardExpiresAt: outcome.cardExpiresAt,
          lastActivityAt: now,
        });
      }
      if (changes.length === 0) changes.push(input.kind === 'purchase' ? 'Purchase recorded' : 'Visit recorded');
      const head: TEarnLedgerRow = {
        id: actionId,
        actionId,
        type: input.kind,
        amount: input.amount,
        note: input.note || null,
        idempotencyKey: input.idempotencyKey,
        summary: changes,
      };
      // Ledger, progress and totals in one statement: one round trip while the customer is locked.
      await writeEarnAction({
        tx,
        businessId,
        customerId,
        staffUserId,
        now,
        rows: [head, ...rows],
        progress: progressChanges,
        points: pointsTotal,
        rewards,
      });

      const earned = joined.welcomePoints + pointsTotal;
      const milestone = crossedMilestone(customer.lifetimePointsEarned, customer.lifetimePointsEarned + earned);
      if (milestone)
        events.push({ trigger: 'points_milestone', eventKey: `milestone:${milestone}`, values: { milestone } });
      // Queued in the transaction: a message goes out only for an action that counted, and only when the business
      // has a template that would send it.
      for (const event of events.filter((e) => hasTemplate(context.templateTriggers, e.trigger))) {
        await queue.send(JOBS.sendLoyaltyMessage, { businessId, customerId, ...event }, { tx });
      }

      // The answer is composed from what was read and written, not read back: the lock is held for every round trip.
      context.openRewards.sort(byExpiryThenEarned);
      context.lastAction = { id: actionId, type: input.kind, createdAt: now, summary: changes };
      const after = {
        ...customer,
        totalPoints: customer.totalPoints + earned,
        lifetimePointsEarned: customer.lifetimePointsEarned + earned,
        totalVisits: visitsAfter,
      };
      return { actionId, kind: input.kind, changes, replayed: false, standing: composeStanding(after, context, now) };
    });
  }
}

/** The order rewards are shown in (as loadCustomerContext reads them): soonest to expire first, then oldest, then id. */
function byExpiryThenEarned(a: TOpenReward, b: TOpenReward): number {
  const ax = a.reward.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bx = b.reward.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const byEarned = a.reward.earnedAt.getTime() - b.reward.earnedAt.getTime();
  return ax - bx || byEarned || (a.reward.id < b.reward.id ? -1 : a.reward.id > b.reward.id ? 1 : 0);
}

type TLoyaltyEvent = Omit<TJobPayloads[typeof JOBS.sendLoyaltyMessage], 'businessId' | 'customerId'>;

function hasTemplate(active: Set<string>, trigger: TLoyaltyEvent['trigger']): boolean {
  const { sms, email } = MESSAGE_TRIGGERS[trigger];
  return active.has(sms) || (email !== null && active.has(email));
}

function codePrefixOf(program: TProgram): string {
  return program.type === 'rebate_code' ? program.config.codePrefix : REWARD_CODE_PREFIX;
}
