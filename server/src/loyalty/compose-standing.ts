import {
  APP_ENGLISH,
  describeProgram,
  ENGLISH,
  pointsCatalogue,
  sayLines,
  type TAppTranslator,
  type TCustomerStanding,
  type TLedgerKind,
  type TProgramStanding,
  type TTranslator,
  UNDO_WINDOW_MINUTES,
} from '@regulars/contracts';
import type { customers } from '../db/schema/index.ts';
import { applicableMultipliers, categoryBonuses } from '../multipliers/index.ts';
import { statusView } from '../status-tiers/index.ts';
import { discountStanding, nextEarnAt } from './earn-rules.ts';
import { activityOf, type TCustomerContext } from './load-customer-context.ts';
import { earnMultipliersOf } from './status-multiplier.ts';
import { stampsRequiredOf, toReward } from './to-reward.ts';

type TCustomerRow = Pick<
  typeof customers.$inferSelect,
  | 'id'
  | 'uniqueCustomerId'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'totalPoints'
  | 'lifetimePointsEarned'
  | 'totalVisits'
  | 'birthday'
>;

/**
 * A customer as the counter sees them, from what has been read (or just written): every active program with their
 * balance, stamps, catalogue and discount tier, the rewards they can use now, and their last action while it can
 * still be undone, and the multipliers a purchase at `locationId` would get now. Pure, so an action answers with the
 * standing it produced without reading it back.
 */
export function composeStanding(
  customer: TCustomerRow,
  context: TCustomerContext,
  now: Date,
  locationId: string | null = null,
  /** The programs' descriptions in its language; English (the counter's) by default. */
  translator: TTranslator = ENGLISH,
  /** The last action's lines in the staff's language (issue 52); English (the API's) by default. */
  say: TAppTranslator = APP_ENGLISH,
): TCustomerStanding {
  const programs: TProgramStanding[] = context.programs.map((program) => {
    const row = context.progress.get(program.id);
    const balance = row?.pointsBalance ?? 0;
    const cooldown = program.type === 'points' || program.type === 'discount' ? 0 : program.config.cooldownMinutes;
    const next = nextEarnAt(cooldown, activityOf(context, program.id).lastEarnAt, now);
    return {
      id: program.id,
      name: program.name,
      type: program.type,
      description: describeProgram(program, context.money, translator),
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

  const earnsPoints = context.programs.some((p) => p.type === 'points');
  const last = context.lastAction;
  const undoableUntil = last ? new Date(last.createdAt.getTime() + UNDO_WINDOW_MINUTES * 60_000) : null;
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
    programs,
    rewards: context.openRewards.map(({ reward, programName }) => toReward(reward, programName, now)),
    lastAction:
      last && undoableUntil && undoableUntil > now
        ? {
            id: last.id,
            kind: last.type as TLedgerKind,
            ...sayLines(last.summary, say),
            createdAt: last.createdAt.toISOString(),
            undoableUntil: undoableUntil.toISOString(),
          }
        : null,
    multipliers: earnsPoints
      ? applicableMultipliers(earnMultipliersOf(context), { at: now, locationId, birthday: customer.birthday })
      : null,
    categoryBonuses: earnsPoints ? categoryBonuses(context.multipliers, locationId) : [],
    status: context.status ? statusView(context.status) : null,
  };
}
