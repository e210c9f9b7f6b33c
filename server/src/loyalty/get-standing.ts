import {
  describeProgram,
  LOYALTY_MESSAGES,
  pointsCatalogue,
  type TCustomerStanding,
  type TLedgerKind,
  type TProgramStanding,
  UNDO_WINDOW_MINUTES,
} from '@regulars/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.ts';
import { customerRewards, customers, loyaltyPrograms, transactions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { listActivePrograms } from '../programs/list-active-programs.ts';
import { discountStanding, nextEarnAt } from './earn-rules.ts';
import { loadEarnContext } from './load-earn-context.ts';
import { stampsRequiredOf, toReward } from './to-reward.ts';

/** The kinds of action the counter can take back. */
export const UNDOABLE_KINDS = ['visit', 'purchase', 'redeem'] as const;

/**
 * A customer as the counter sees them: every active program with their balance, stamps, catalogue and discount
 * tier, the rewards they can use now, and their last action while it can still be undone.
 */
export async function getStanding({
  db,
  businessId,
  customerId,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now?: Date;
}): Promise<TCustomerStanding> {
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  if (!customer) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);

  // One query at a time: inside a transaction they share one connection.
  const programs = await listActivePrograms({ db, businessId });
  const { progress, activityOf } = await loadEarnContext({ db, businessId, customerId, now });
  const rewards = await db
    .select({ reward: customerRewards, programName: loyaltyPrograms.name })
    .from(customerRewards)
    .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.id, customerRewards.programId))
    .where(
      and(
        eq(customerRewards.businessId, businessId),
        eq(customerRewards.customerId, customerId),
        eq(customerRewards.status, 'earned'),
        or(isNull(customerRewards.expiresAt), gt(customerRewards.expiresAt, now)),
      ),
    )
    .orderBy(sql`${customerRewards.expiresAt} asc nulls last`, asc(customerRewards.earnedAt));
  const lastAction = await findLastAction({ db, businessId, customerId });

  const standings: TProgramStanding[] = programs.map((program) => {
    const row = progress.get(program.id);
    const balance = row?.pointsBalance ?? 0;
    const cooldown = program.type === 'points' || program.type === 'discount' ? 0 : program.config.cooldownMinutes;
    const next = nextEarnAt(cooldown, activityOf(program.id).lastEarnAt, now);
    return {
      id: program.id,
      name: program.name,
      type: program.type,
      description: describeProgram(program),
      pointsBalance: balance,
      totalEarned: row?.totalEarned ?? 0,
      stampsCurrent: row?.stampsCurrent ?? 0,
      stampsRequired: stampsRequiredOf(program),
      lastActivityAt: row?.lastActivityAt?.toISOString() ?? null,
      catalogue:
        program.type === 'points'
          ? pointsCatalogue(program.config).map((r) => ({ ...r, affordable: balance >= r.points }))
          : [],
      discount: program.type === 'discount' ? discountStanding(program.config.tiers, customer.totalVisits) : null,
      nextEarnAt: next?.toISOString() ?? null,
    };
  });

  const undoableUntil = lastAction ? new Date(lastAction.createdAt.getTime() + UNDO_WINDOW_MINUTES * 60_000) : null;
  return {
    customer: {
      id: customer.id,
      uniqueCustomerId: customer.uniqueCustomerId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      email: customer.email,
      totalPoints: customer.totalPoints,
      lifetimePointsEarned: customer.lifetimePointsEarned,
      totalVisits: customer.totalVisits,
    },
    programs: standings,
    rewards: rewards.map(({ reward, programName }) => toReward(reward, programName, now)),
    lastAction:
      lastAction && undoableUntil && undoableUntil > now
        ? {
            id: lastAction.id,
            kind: lastAction.type as TLedgerKind,
            changes: lastAction.summary ?? [],
            createdAt: lastAction.createdAt.toISOString(),
            undoableUntil: undoableUntil.toISOString(),
          }
        : null,
  };
}

/** The customer's latest visit, purchase or redemption that has not been undone. */
export async function findLastAction({
  db,
  businessId,
  customerId,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}) {
  const reversal = alias(transactions, 'reversal');
  const [row] = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      createdAt: transactions.createdAt,
      summary: transactions.summary,
    })
    .from(transactions)
    .leftJoin(reversal, eq(reversal.reversesId, transactions.id))
    .where(
      and(
        eq(transactions.businessId, businessId),
        eq(transactions.customerId, customerId),
        inArray(transactions.type, [...UNDOABLE_KINDS]),
        sql`${transactions.id} = ${transactions.actionId}`,
        isNull(reversal.id),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.seq))
    .limit(1);
  return row ?? null;
}
