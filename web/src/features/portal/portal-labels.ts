import type {
  TActionGains,
  TDiscountStanding,
  TMessageKey,
  TPortalDashboard,
  TPortalProgram,
  TReward,
  TTranslator,
} from '@regulars/contracts';
import { formatShortDate, type TZone } from '../../lib/format-date.ts';
import type { TWords } from '../../lib/words.tsx';
import { progressLabel } from '../loyalty/index.ts';

/* The portal's words (issue 52): each takes the screen's words (lib/words.tsx), English outside the portal. */

type TSays = Pick<TTranslator, 't'>;

/** 'Welcome back, Maya!'; a customer who never gave a name is still welcomed. */
export function welcomeLine(customer: Pick<TPortalDashboard['customer'], 'firstName'>, { t }: TSays): string {
  const name = customer.firstName?.trim();
  return name ? t('portal.welcomeBackNamed', { name }) : t('portal.welcomeBack');
}

/** '5% off', or that the first tier is still ahead. */
export function discountOffLabel(discount: TDiscountStanding, { t }: TSays): string {
  return discount.percent === null ? t('portal.noDiscountYet') : t('portal.percentOff', { percent: discount.percent });
}

/**
 * 'Last activity: Jan 5, 2026' (the day in the business's zone, in the screen's locale), or 'No activity yet' for a
 * program never used.
 */
export function lastActivityLabel(lastActivityAt: string | null, zone: TZone, words: TWords): string {
  return lastActivityAt
    ? words.t('portal.lastActivity', { date: formatShortDate(lastActivityAt, zone, words.locale) })
    : words.t('portal.noActivity');
}

/** What the bar along the top of a program card stands for, in words ('1 of 2 stamps', '120 points'). */
export function progressSummary(program: TPortalProgram, words: TSays): string {
  switch (program.type) {
    case 'points':
      return words.t('portal.pointsCount', { count: program.pointsBalance });
    case 'stamp_card':
    case 'free_item':
      return progressLabel(program.type, program.stampsCurrent, program.stampsRequired, words);
    case 'discount':
      return program.discount ? discountOffLabel(program.discount, words) : words.t('portal.noDiscountYet');
    case 'rebate_code':
      return words.t('portal.wayToReward', { percent: progressWidth(program) });
  }
}

/** The width of the bar along the top of a program card: 0–100, whatever the server sent. */
export function progressWidth(program: Pick<TPortalProgram, 'progressPercent'>): number {
  const percent = program.progressPercent;
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

export const PROGRAM_STATUS_KEY = { active: 'portal.active', paused: 'portal.paused' } as const;

export type TShownReward = TReward & { status: 'earned' | 'redeemed' | 'expired' };

export const REWARD_STATUS_KEY: Record<TShownReward['status'], TMessageKey> = {
  earned: 'portal.rewardAvailable',
  redeemed: 'portal.rewardRedeemed',
  expired: 'portal.rewardExpired',
};

/** 'Expires: Feb 4, 2026' (the day in the business's zone, where the reward is used) or 'No expiry'. */
export function rewardExpiryLabel(reward: Pick<TReward, 'expiresAt'>, zone: TZone, words: TWords): string {
  return reward.expiresAt
    ? words.t('portal.expires', { date: formatShortDate(reward.expiresAt, zone, words.locale) })
    : words.t('portal.noExpiry');
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
export function keepEarningLine(collects: TCollects, { t }: TSays): string {
  if (collects.points) return t('portal.keepEarningPoints');
  return collects.stamps ? t('portal.keepCollectingStamps') : t('portal.keepVisiting');
}

/** 'Show this code at the counter to collect points and stamps and to redeem your rewards.', in their words. */
export function showCodeLine(collects: TCollects, { t }: TSays): string {
  if (collects.points && collects.stamps) return t('portal.showCodePointsStamps');
  if (collects.points) return t('portal.showCodePoints');
  return collects.stamps ? t('portal.showCodeStamps') : t('portal.showCodeRedeem');
}

/** What one action gave, in lines: '+10 points', '+1 stamp', 'Reward earned: Free coffee', 'Redeemed: Free coffee'. */
export function gainLines(gains: TActionGains, { t }: TSays): string[] {
  const lines: string[] = [];
  if (gains.points > 0) lines.push(t('portal.gainPoints', { count: gains.points }));
  if (gains.points < 0) lines.push(t('portal.spentPoints', { count: -gains.points }));
  if (gains.stamps > 0) lines.push(t('portal.gainStamps', { count: gains.stamps }));
  for (const reward of gains.rewardsEarned) lines.push(t('portal.rewardEarned', { reward }));
  if (gains.redeemed) lines.push(t('portal.redeemedReward', { reward: gains.redeemed }));
  return lines;
}
