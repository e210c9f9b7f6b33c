import { randomUUID } from 'node:crypto';
import type { TActionResult, TProgram } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customerProgramProgress, customers, transactions } from '../db/schema/index.ts';
import { listActivePrograms } from '../programs/list-active-programs.ts';
import { earnOutcome, type TEarnAction } from './earn-rules.ts';
import { findReplay } from './find-replay.ts';
import { getStanding } from './get-standing.ts';
import { issueReward, REWARD_CODE_PREFIX } from './issue-reward.ts';
import { joinPrograms } from './join-programs.ts';
import { loadEarnContext } from './load-earn-context.ts';
import { lockCustomer } from './lock-customer.ts';

/**
 * A visit or a purchase at the counter: every active program applies its rule, in one transaction with the customer
 * locked. The ledger gets a head row (the visit or purchase, with the request key) and one `earn` row per program
 * that gave something; progress, rewards and the customer's totals change with it. Paused programs earn nothing.
 */
export async function recordEarnAction({
  db,
  businessId,
  customerId,
  staffUserId,
  input,
  now = new Date(),
}: {
  db: TDb;
  businessId: string;
  customerId: string;
  staffUserId: string | null;
  input: { kind: 'visit' | 'purchase'; amount: number | null; idempotencyKey: string; note?: string };
  now?: Date;
}): Promise<TActionResult> {
  return db.transaction(async (tx) => {
    const customer = await lockCustomer({ tx, businessId, customerId });
    const replay = await findReplay({
      tx,
      businessId,
      idempotencyKey: input.idempotencyKey,
      customerId,
      kind: input.kind,
    });
    if (replay)
      return { ...replay, replayed: true, standing: await getStanding({ db: tx, businessId, customerId, now }) };

    const programs = await listActivePrograms({ db: tx, businessId });
    const before = await loadEarnContext({ db: tx, businessId, customerId, now });
    const newcomers = programs.filter((p) => !before.progress.has(p.id));
    const welcome = await joinPrograms({ tx, businessId, customerId, programs: newcomers, staffUserId, now });
    const { progress, activityOf } =
      newcomers.length > 0 ? await loadEarnContext({ db: tx, businessId, customerId, now }) : before;

    const actionId = randomUUID();
    const action: TEarnAction = { kind: input.kind, amount: input.amount, now };
    const visitsAfter = customer.totalVisits + 1;
    const changes: string[] = welcome > 0 ? [`+${welcome.toLocaleString('en-US')} welcome points`] : [];
    const rows: (typeof transactions.$inferInsert)[] = [];
    let pointsTotal = 0;

    for (const program of programs) {
      const row = progress.get(program.id);
      if (!row) continue;
      const activity = activityOf(program.id);
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
      const base = { businessId, customerId, programId: program.id, staffUserId, actionId, createdAt: now };
      if (outcome.lapsedStamps > 0) rows.push({ ...base, type: 'expire', stamps: -outcome.lapsedStamps });
      let rewardId: string | null = null;
      if (outcome.reward) {
        const reward = await issueReward({
          tx,
          businessId,
          customerId,
          programId: program.id,
          reward: outcome.reward,
          codePrefix: codePrefixOf(program),
          now,
        });
        rewardId = reward.id;
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
      }
      pointsTotal += outcome.points;
      await tx
        .update(customerProgramProgress)
        .set({
          pointsBalance: sql`${customerProgramProgress.pointsBalance} + ${outcome.points}`,
          totalEarned: sql`${customerProgramProgress.totalEarned} + ${outcome.points}`,
          stampsCurrent: sql`${customerProgramProgress.stampsCurrent} + ${outcome.stamps - outcome.lapsedStamps}`,
          cardExpiresAt: outcome.cardExpiresAt,
          lastActivityAt: now,
        })
        .where(eq(customerProgramProgress.id, row.id));
    }

    if (changes.length === 0) changes.push(input.kind === 'purchase' ? 'Purchase recorded' : 'Visit recorded');
    await tx.insert(transactions).values([
      {
        id: actionId,
        actionId,
        businessId,
        customerId,
        type: input.kind,
        amount: input.amount,
        staffUserId,
        note: input.note || null,
        idempotencyKey: input.idempotencyKey,
        summary: changes,
        createdAt: now,
      },
      ...rows,
    ]);
    await tx
      .update(customers)
      .set({
        totalPoints: sql`${customers.totalPoints} + ${pointsTotal}`,
        lifetimePointsEarned: sql`${customers.lifetimePointsEarned} + ${pointsTotal}`,
        totalVisits: sql`${customers.totalVisits} + 1`,
      })
      .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));

    return {
      actionId,
      kind: input.kind,
      changes,
      replayed: false,
      standing: await getStanding({ db: tx, businessId, customerId, now }),
    };
  });
}

function codePrefixOf(program: TProgram): string {
  return program.type === 'rebate_code' ? program.config.codePrefix : REWARD_CODE_PREFIX;
}
