import type { TAppMessageKey, TEmailBlockType, TTriggerType } from '@regulars/contracts';

/** How each trigger reads in the select and on a template's badge (TRIGGER_LABELS' English, in the user's language). */
export const TRIGGER_KEYS: Record<TTriggerType, TAppMessageKey> = {
  welcome: 'templates.trigger.welcome',
  reward_earned: 'templates.trigger.rewardEarned',
  points_milestone: 'templates.trigger.pointsMilestone',
  birthday: 'templates.trigger.birthday',
  custom: 'templates.trigger.custom',
  promotional: 'templates.trigger.promotional',
  reward: 'templates.trigger.reward',
  points_expiring: 'templates.trigger.pointsExpiring',
  status_up: 'templates.trigger.statusUp',
  referral_referrer: 'templates.trigger.referralReferrer',
  referral_friend: 'templates.trigger.referralFriend',
};

/** Each block's name in the visual editor (EMAIL_BLOCK_LABELS' English, in the user's language). */
export const BLOCK_KEYS: Record<TEmailBlockType, TAppMessageKey> = {
  heading: 'templates.block.heading',
  text: 'templates.block.text',
  image: 'templates.block.image',
  button: 'templates.block.button',
  divider: 'templates.block.divider',
};

/** What each placeholder becomes, in the chips' tooltips. */
export const PLACEHOLDER_HINT_KEYS: Record<string, TAppMessageKey> = {
  business_name: 'templates.hint.businessName',
  name: 'templates.hint.name',
  firstName: 'templates.hint.firstName',
  lastName: 'templates.hint.lastName',
  points: 'templates.hint.points',
  email: 'templates.hint.email',
  reward: 'templates.hint.reward',
  milestone: 'templates.hint.milestone',
  expiring_points: 'templates.hint.expiringPoints',
  expiry_date: 'templates.hint.expiryDate',
  tier: 'templates.hint.tier',
  friend_name: 'templates.hint.friendName',
  referrer_name: 'templates.hint.referrerName',
  wallet_link: 'templates.hint.walletLink',
  referral_link: 'templates.hint.referralLink',
};

/**
 * The placeholders a catalogue's example holds, each filled with itself: `{firstName}` stays `{firstName}` in every
 * language (the message's arguments are named after them).
 */
export const asTypedPlaceholders = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** Where a sentence's one argument goes, to put markup there: the words before it and after it. */
const SLOT = '\u0000';
export function aroundSlot(say: (slot: string) => string): { before: string; after: string } {
  const [before = '', after = ''] = say(SLOT).split(SLOT);
  return { before, after };
}
