import type { TDiscountStanding, TPortalDashboard, TPortalProgram, TReward } from '@regulars/contracts';
import { formatShortDate, type TZone } from '../../lib/format-date.ts';
import { formatCountOf } from '../../lib/format-number.ts';
import { progressLabel } from '../loyalty/index.ts';

/** 'Welcome back, Maya!'; a customer who never gave a name is still welcomed. */
export function welcomeLine(customer: Pick<TPortalDashboard['customer'], 'firstName'>): string {
  const name = customer.firstName?.trim();
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

/** '5% off', or that the first tier is still ahead. */
export function discountOffLabel(discount: TDiscountStanding): string {
  return discount.percent === null ? 'No discount yet' : `${discount.percent}% off`;
}

/** 'Last activity: Jan 5, 2026' (the day in the business's zone), or 'No activity yet' for a program never used. */
export function lastActivityLabel(lastActivityAt: string | null, zone: TZone): string {
  return lastActivityAt ? `Last activity: ${formatShortDate(lastActivityAt, zone)}` : 'No activity yet';
}

/** What the bar along the top of a program card stands for, in words ('1 of 2 stamps', '120 points'). */
export function progressSummary(program: TPortalProgram): string {
  switch (program.type) {
    case 'points':
      return formatCountOf(program.pointsBalance, 'point');
    case 'stamp_card':
    case 'free_item':
      return progressLabel(program.type, program.stampsCurrent, program.stampsRequired);
    case 'discount':
      return program.discount ? discountOffLabel(program.discount) : 'No discount yet';
    case 'rebate_code':
      return `${progressWidth(program)}% of the way to your next reward`;
  }
}

/** The width of the bar along the top of a program card: 0–100, whatever the server sent. */
export function progressWidth(program: Pick<TPortalProgram, 'progressPercent'>): number {
  const percent = program.progressPercent;
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

export const PROGRAM_STATUS_LABEL = { active: 'Active', paused: 'Paused' } as const;

export type TShownReward = TReward & { status: 'earned' | 'redeemed' | 'expired' };

export const REWARD_STATUS_LABEL: Record<TShownReward['status'], string> = {
  earned: 'Available',
  redeemed: 'Redeemed',
  expired: 'Expired',
};

/** 'Expires: Feb 4, 2026' (the day in the business's zone, where the reward is used) or 'No expiry'. */
export function rewardExpiryLabel(reward: Pick<TReward, 'expiresAt'>, zone: TZone): string {
  return reward.expiresAt ? `Expires: ${formatShortDate(reward.expiresAt, zone)}` : 'No expiry';
}

const isShown = (reward: TReward): reward is TShownReward => reward.status !== 'void';

/**
 * The rewards the customer sees: ones to use first (soonest expiry first), then the used and expired ones,
 * newest first. A reward taken back at the counter (void: its visit was undone) was never really theirs.
 */
export function rewardsToShow(rewards: readonly TReward[]): TShownReward[] {
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() || 0 : Number.POSITIVE_INFINITY);
  return rewards.filter(isShown).sort((a, b) => {
    const aAvailable = a.status === 'earned';
    const bAvailable = b.status === 'earned';
    if (aAvailable !== bAvailable) return aAvailable ? -1 : 1;
    if (aAvailable) return time(a.expiresAt) - time(b.expiresAt) || time(b.earnedAt) - time(a.earnedAt);
    return time(b.earnedAt) - time(a.earnedAt);
  });
}

/**
 * What the business's programs collect: a stamp-only business never speaks of points to its customers. A customer in no
 * program yet reads the general words (points and stamps).
 */
export type TCollects = { points: boolean; stamps: boolean };
export function whatTheyCollect(programs: readonly Pick<TPortalProgram, 'type'>[]): TCollects {
  if (programs.length === 0) return { points: true, stamps: true };
  return {
    points: programs.some((p) => p.type === 'points'),
    stamps: programs.some((p) => p.type === 'stamp_card'),
  };
}

/** The rewards' empty state: the spec's line where points are collected, else the same in stamps or visits. */
export function keepEarningLine(collects: TCollects): string {
  if (collects.points) return 'Keep earning points to unlock rewards!';
  return collects.stamps ? 'Keep collecting stamps to unlock rewards!' : 'Keep visiting to unlock rewards!';
}

/** 'Show this code at the counter to collect points and stamps and to redeem your rewards.', in their words. */
export function showCodeLine(collects: TCollects): string {
  const what = [collects.points && 'points', collects.stamps && 'stamps'].filter(Boolean).join(' and ');
  return what
    ? `Show this code at the counter to collect ${what} and to redeem your rewards.`
    : 'Show this code at the counter to redeem your rewards.';
}
