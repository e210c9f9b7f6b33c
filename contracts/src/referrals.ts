import { z } from 'zod';
import { ENGLISH, type TTranslator } from './i18n/translator.ts';

/**
 * Refer a friend (issue 51): each customer has a short code and a link to the business's sign-up form that carries
 * it. A friend who joins through it is a referral; when the friend's first qualifying visit or purchase comes within
 * the window, both are rewarded, each once. Referrals that break a fraud rule are held, with the reason.
 */
export const REFERRAL_REWARD_KINDS = ['points', 'stamps', 'reward'] as const;
export const ZReferralRewardKind = z.enum(REFERRAL_REWARD_KINDS);
export type TReferralRewardKind = z.infer<typeof ZReferralRewardKind>;

export const REFERRAL_QUALIFYING_ACTIONS = ['visit', 'purchase'] as const;
export const ZReferralQualifyingAction = z.enum(REFERRAL_QUALIFYING_ACTIONS);
export type TReferralQualifyingAction = z.infer<typeof ZReferralQualifyingAction>;

/**
 * Why a referral is held (never rewarded): the owner sees it beside the referral. Referring oneself needs no reason
 * of its own: a phone or email already a member's joins nobody (the form answers as for a new member and writes
 * nothing), and a code is only taken for a new customer.
 */
export const REFERRAL_HELD_REASONS = ['former_customer', 'monthly_cap'] as const;
export type TReferralHeldReason = (typeof REFERRAL_HELD_REASONS)[number];

export const REFERRAL_STATUSES = ['pending', 'rewarded', 'held', 'expired'] as const;
export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_LIMITS = {
  maxPoints: 100_000,
  /** A stamp card takes at most 20 stamps (programs.ts); a bonus is at most one card, checked against its own. */
  maxStamps: 20,
  rewardName: 60,
  maxValidDays: 365,
  maxWithinDays: 365,
  maxMinimumAmount: 100_000,
  maxMonthlyCap: 100,
} as const;

/** What a business starts with: the friend's first purchase within 30 days qualifies; 10 referrals per referrer in 30 days. */
export const DEFAULT_REFERRAL_SETTINGS = {
  qualifyingAction: 'purchase',
  minimumAmount: 0,
  withinDays: 30,
  monthlyCap: 10,
} as const;

export const REFERRAL_MESSAGES = {
  programRequired: 'Choose the points program the points go to',
  programNotPoints: 'Choose a points program: this one does not keep points',
  programPaused: 'That program is paused: choose an active one, or resume it first',
  cardRequired: 'Choose the stamp card the stamps go on',
  programNotCard: 'Choose a stamp card: this program does not give stamps',
  stampsRange: `Enter a whole number of stamps between 1 and ${REFERRAL_LIMITS.maxStamps}`,
  programNotFound: 'Program not found: reload the page and try again',
  pointsRange: `Enter a whole number of points between 1 and ${REFERRAL_LIMITS.maxPoints.toLocaleString('en-US')}`,
  rewardNameRequired: 'Name the reward, like Free coffee',
  rewardNameTooLong: `The reward's name must be at most ${REFERRAL_LIMITS.rewardName} characters`,
  validDaysRange: `Enter a number of days between 1 and ${REFERRAL_LIMITS.maxValidDays}`,
  withinDaysRange: `Enter a number of days between 1 and ${REFERRAL_LIMITS.maxWithinDays}`,
  minimumAmountRange: `Enter an amount between 0 and ${REFERRAL_LIMITS.maxMinimumAmount.toLocaleString('en-US')}`,
  minimumOnlyForPurchase: 'A minimum amount only applies when a purchase qualifies',
  monthlyCapRange: `Enter a whole number between 1 and ${REFERRAL_LIMITS.maxMonthlyCap}`,
  notIncluded: 'Your plan does not include refer-a-friend. Upgrade your plan to turn it on.',
  saved: 'Refer-a-friend saved',
  turnedOff: 'Refer-a-friend turned off',
  loadFailed: 'Could not load refer-a-friend',
  saveFailed: 'Could not save refer-a-friend',
  codeUnknown: 'This invitation is not valid. Check the code, or ask your friend for their link.',
  codeInvalid: 'A referral code is 8 letters and digits, like K7M2QX9P',
  codeNotFound: 'No customer here has this referral code: check it with the customer',
  codeWhileOff: 'Refer-a-friend is turned off: add the customer without the code',
} as const;

/** A bonus fills at most one card: more stamps than the card takes are refused. */
export const stampsOverCardMessage = (stampsRequired: number) =>
  `This card takes ${stampsRequired} stamps: give at most ${stampsRequired}`;

const wholeNumber = (message: string) => z.number({ error: message }).int({ error: message });

/**
 * One side's reward: points on a points program, stamps on a stamp card (a bonus of at most one card), or a reward
 * the owner names (a free coffee) valid N days.
 */
export const ZReferralRewardInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('points'),
    programId: z.uuid({ error: REFERRAL_MESSAGES.programRequired }),
    points: wholeNumber(REFERRAL_MESSAGES.pointsRange)
      .min(1, { error: REFERRAL_MESSAGES.pointsRange })
      .max(REFERRAL_LIMITS.maxPoints, { error: REFERRAL_MESSAGES.pointsRange }),
  }),
  z.object({
    kind: z.literal('stamps'),
    programId: z.uuid({ error: REFERRAL_MESSAGES.cardRequired }),
    stamps: wholeNumber(REFERRAL_MESSAGES.stampsRange)
      .min(1, { error: REFERRAL_MESSAGES.stampsRange })
      .max(REFERRAL_LIMITS.maxStamps, { error: REFERRAL_MESSAGES.stampsRange }),
  }),
  z.object({
    kind: z.literal('reward'),
    name: z
      .string({ error: REFERRAL_MESSAGES.rewardNameRequired })
      .trim()
      .min(1, { error: REFERRAL_MESSAGES.rewardNameRequired })
      .max(REFERRAL_LIMITS.rewardName, { error: REFERRAL_MESSAGES.rewardNameTooLong }),
    validDays: wholeNumber(REFERRAL_MESSAGES.validDaysRange)
      .min(1, { error: REFERRAL_MESSAGES.validDaysRange })
      .max(REFERRAL_LIMITS.maxValidDays, { error: REFERRAL_MESSAGES.validDaysRange }),
  }),
]);
export type TReferralRewardInput = z.infer<typeof ZReferralRewardInput>;

/** PUT /api/referrals: the whole set-up, saved at once. `enabled: false` keeps the set-up and stops new referrals. */
export const ZReferralProgramInput = z
  .object({
    enabled: z.boolean(),
    friendReward: ZReferralRewardInput,
    referrerReward: ZReferralRewardInput,
    qualifyingAction: ZReferralQualifyingAction,
    minimumAmount: z.number({ error: REFERRAL_MESSAGES.minimumAmountRange }),
    withinDays: wholeNumber(REFERRAL_MESSAGES.withinDaysRange),
    monthlyCap: wholeNumber(REFERRAL_MESSAGES.monthlyCapRange),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.minimumAmount < 0 || v.minimumAmount > REFERRAL_LIMITS.maxMinimumAmount) {
      issue(['minimumAmount'], REFERRAL_MESSAGES.minimumAmountRange);
    } else if (v.minimumAmount > 0 && v.qualifyingAction !== 'purchase') {
      issue(['minimumAmount'], REFERRAL_MESSAGES.minimumOnlyForPurchase);
    }
    if (v.withinDays < 1 || v.withinDays > REFERRAL_LIMITS.maxWithinDays) {
      issue(['withinDays'], REFERRAL_MESSAGES.withinDaysRange);
    }
    if (v.monthlyCap < 1 || v.monthlyCap > REFERRAL_LIMITS.maxMonthlyCap) {
      issue(['monthlyCap'], REFERRAL_MESSAGES.monthlyCapRange);
    }
  });
export type TReferralProgramInput = z.infer<typeof ZReferralProgramInput>;

/** A side's reward as stored and shown: the program's name comes along for the words. */
export const ZReferralReward = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('points'), programId: z.string(), programName: z.string(), points: z.number().int() }),
  z.object({ kind: z.literal('stamps'), programId: z.string(), programName: z.string(), stamps: z.number().int() }),
  z.object({ kind: z.literal('reward'), name: z.string(), validDays: z.number().int() }),
]);
export type TReferralReward = z.infer<typeof ZReferralReward>;

/** The referrals the owner sees in numbers. */
export const ZReferralCounts = z.object({
  /** Times an invitation link was opened. */
  opened: z.number().int(),
  joined: z.number().int(),
  rewarded: z.number().int(),
  held: z.number().int(),
  /** Rewards given, both sides counted. */
  rewardsGiven: z.number().int(),
});
export type TReferralCounts = z.infer<typeof ZReferralCounts>;

/** GET /api/referrals: the set-up (null before the owner first saves one), the plan, and the counts. */
export const ZReferralProgram = z.object({
  settings: z
    .object({
      enabled: z.boolean(),
      friendReward: ZReferralReward,
      referrerReward: ZReferralReward,
      qualifyingAction: ZReferralQualifyingAction,
      minimumAmount: z.number(),
      withinDays: z.number().int(),
      monthlyCap: z.number().int(),
    })
    .nullable(),
  included: z.boolean(),
  counts: ZReferralCounts,
});
export type TReferralProgram = z.infer<typeof ZReferralProgram>;
export type TReferralSettings = NonNullable<TReferralProgram['settings']>;

/** One referral in the owner's list. */
export const ZReferralRow = z.object({
  id: z.string(),
  referrer: z.object({ id: z.string(), name: z.string() }),
  friend: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(REFERRAL_STATUSES),
  heldReason: z.enum(REFERRAL_HELD_REASONS).nullable(),
  joinedAt: z.string(),
  rewardedAt: z.string().nullable(),
});
export type TReferralRow = z.infer<typeof ZReferralRow>;
export const ZReferralList = z.object({ referrals: z.array(ZReferralRow) });
export type TReferralList = z.infer<typeof ZReferralList>;

/** The portal's invitation card: the customer's code and link, and what each side gets. */
export const ZPortalReferral = z.object({
  code: z.string(),
  link: z.string(),
  friendGets: z.string(),
  youGet: z.string(),
  /** 'their first purchase within 30 days' */
  when: z.string(),
  /** Friends who joined through the customer's link, and how many of them brought a reward. */
  joined: z.number().int(),
  rewarded: z.number().int(),
});
export type TPortalReferral = z.infer<typeof ZPortalReferral>;

/** The invitation in the customer's words, as the portal's card and the back of the wallet pass say it. */
export function referralInviteText(
  offer: Pick<TPortalReferral, 'friendGets' | 'youGet' | 'when'>,
  { t }: Pick<TTranslator, 't'> = ENGLISH,
): string {
  return t('portal.inviteText', { friendGets: offer.friendGets, youGet: offer.youGet, when: offer.when });
}

/** The held reasons in the owner's words. */
export const REFERRAL_HELD_TEXT: Record<TReferralHeldReason, string> = {
  former_customer: 'Was a customer before (the phone number was here already)',
  monthly_cap: 'The customer who invited them is over their limit of referrals in 30 days',
};

export const REFERRAL_STATUS_TEXT: Record<TReferralStatus, string> = {
  pending: 'Waiting to qualify',
  rewarded: 'Rewarded',
  held: 'Held',
  expired: 'Did not qualify in time',
};

/** '100 points', '2 stamps' or 'Free coffee', in the translator's language (English by default). */
export function referralRewardText(reward: TReferralReward, { t }: Pick<TTranslator, 't'> = ENGLISH): string {
  if (reward.kind === 'reward') return reward.name;
  if (reward.kind === 'stamps') return t('referral.stamps', { count: reward.stamps });
  return t('referral.points', { count: reward.points });
}

/**
 * 'their first visit within 30 days', 'their first purchase of $10 or more within 30 days' (the owner's and the
 * inviting customer's words); to the friend themselves (`whose: 'your'`), 'your first purchase within 30 days'. In the
 * translator's language (English by default).
 */
export function referralQualifyText(
  v: Pick<TReferralSettings, 'qualifyingAction' | 'minimumAmount' | 'withinDays'>,
  formatAmount: (amount: number) => string,
  whose: 'their' | 'your' = 'their',
  translator: Pick<TTranslator, 't'> = ENGLISH,
): string {
  if (whose === 'your') return referralQualifyTextForFriend(v, formatAmount, translator);
  const { t } = translator;
  const days = v.withinDays;
  if (v.qualifyingAction === 'visit') return t('referral.theirFirstVisit', { days });
  if (v.minimumAmount > 0) return t('referral.theirFirstPurchaseOf', { amount: formatAmount(v.minimumAmount), days });
  return t('referral.theirFirstPurchase', { days });
}

/** What the invited friend must do, said to them in the translator's language: 'your first visit within 30 days'. */
export function referralQualifyTextForFriend(
  v: Pick<TReferralSettings, 'qualifyingAction' | 'minimumAmount' | 'withinDays'>,
  formatAmount: (amount: number) => string,
  { t }: Pick<TTranslator, 't'> = ENGLISH,
): string {
  const days = v.withinDays;
  if (v.qualifyingAction === 'visit') return t('referral.yourFirstVisit', { days });
  if (v.minimumAmount > 0) return t('referral.yourFirstPurchaseOf', { amount: formatAmount(v.minimumAmount), days });
  return t('referral.yourFirstPurchase', { days });
}

/** Referral codes: eight letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-KM-NP-Z2-9]{8}$/;

/** A code as typed ('k7m2-qx9p') in the form it is stored ('K7M2QX9P'); null when it cannot be one. */
export function normalizeReferralCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The path a referral link opens: the app redirects it to the business's sign-up form with the code. */
export const REFERRAL_LINK_PATH = '/i';
