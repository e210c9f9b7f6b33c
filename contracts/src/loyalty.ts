import { z } from 'zod';
import { ZManagerApproval } from './counter-pin.ts';
import { ZAppliedMultipliers, ZCategoryBonus, ZPurchaseCategories } from './multipliers.ts';
import { ZProgramType } from './programs.ts';
import { ZCustomerStatus } from './status-tiers.ts';

/** The largest purchase the counter records: anything above is a typing slip, not a sale. */
export const MAX_PURCHASE_AMOUNT = 1_000_000;
/**
 * The most stamps one visit or purchase can give (several items at once, e.g. two coffees): a card's largest size, so
 * one action fills a card at most once.
 */
export const MAX_STAMPS_PER_ACTION = 20;
/** How long the counter can take its last action back. */
export const UNDO_WINDOW_MINUTES = 5;

export const LOYALTY_MESSAGES = {
  amountRequired: 'Enter the purchase amount',
  amountPositive: 'The amount must be more than $0',
  amountTooLarge: 'The amount must be at most $1,000,000',
  amountCents: 'The amount can have at most 2 decimal places',
  customerNotFound: 'Customer not found',
  programNotFound: 'Program not found',
  programPaused: 'This program is paused',
  rewardNotFound: 'Reward not found',
  codeNotFound: 'No reward with this code',
  codeRequired: 'Enter a reward code',
  rewardRedeemed: 'This reward has already been redeemed',
  rewardExpired: 'This reward has expired',
  notEnoughPoints: (needed: number, balance: number) =>
    `Not enough points: this reward needs ${needed} and the balance is ${balance}`,
  catalogueChanged: 'This reward is no longer offered. Refresh and try again.',
  keyReused: 'This request key was already used for another request.',
  undoTooLate: `Only the last action of the past ${UNDO_WINDOW_MINUTES} minutes can be undone`,
  undoAlreadyDone: 'This action has already been undone',
  undoRewardUsed: 'A reward from this action has been redeemed, so it cannot be undone',
  actionNotFound: 'Action not found',
  stampsRange: `Stamps must be a whole number from 1 to ${MAX_STAMPS_PER_ACTION}`,
} as const;

/** How a line of a counter action's changes starts when a guard held an earn back (the visit itself still counts). */
export const HELD_LEADS = {
  stamp: 'No stamp',
  purchase: 'No purchase counted',
  code: 'No code',
  pointsCapped: 'Points capped',
  stampsCapped: 'Stamps capped',
  noPoints: 'No points',
} as const;

/** Whether a change line ('No stamp: the next one can be given in 10 minutes') is a warning, not something earned. */
export function isHeldChange(line: string): boolean {
  return Object.values(HELD_LEADS).some((lead) => line.startsWith(`${lead}: `) || line.startsWith(`${lead} on `));
}

/** Sent with every counter action: a retried or double-clicked request is counted once. */
const ZIdempotencyKey = z.uuid({ error: 'A request key is required' });
const ZNote = z.string().trim().max(500, 'Note must be at most 500 characters').optional();
/** The counter's location (issue 35): recorded on the action's rows; none for a counter that has not chosen one. */
const ZActionLocation = z.uuid({ error: 'Location not found' }).nullish();
/** A manager's PIN, when the business's counter rules ask one for this action (counter.ts). */
const ZApproval = ZManagerApproval.optional();
/** Stamps each stamp card gets for this visit or purchase (one when left out). */
const ZStampsPerAction = z
  .int({ error: LOYALTY_MESSAGES.stampsRange })
  .min(1, LOYALTY_MESSAGES.stampsRange)
  .max(MAX_STAMPS_PER_ACTION, LOYALTY_MESSAGES.stampsRange)
  .optional();

/** The counter's location when it reads a standing: the multipliers shown are the ones a purchase there gets. */
export const ZStandingQuery = z.object({ locationId: ZActionLocation });

export const ZVisitRequest = z.object({
  idempotencyKey: ZIdempotencyKey,
  note: ZNote,
  locationId: ZActionLocation,
  stamps: ZStampsPerAction,
});
export type TVisitRequest = z.input<typeof ZVisitRequest>;

/** An undo, with a manager's PIN when the business asks one. */
export const ZUndoRequest = z.object({ managerApproval: ZApproval });
export type TUndoRequest = z.input<typeof ZUndoRequest>;

export const ZPurchaseRequest = z.object({
  idempotencyKey: ZIdempotencyKey,
  note: ZNote,
  locationId: ZActionLocation,
  managerApproval: ZApproval,
  /**
   * In major units of the business's currency (12.5); its limits and decimals are the currency's, checked when the
   * purchase is recorded (purchase-amount.ts), so only a number is asked for here.
   */
  amount: z.number({ error: LOYALTY_MESSAGES.amountRequired }),
  /** The category bonuses the cashier ticked (issue 51): each applies to the whole purchase. */
  categories: ZPurchaseCategories.optional(),
  stamps: ZStampsPerAction,
});
export type TPurchaseRequest = z.input<typeof ZPurchaseRequest>;

/** Redeem an earned reward with one click (its id) or by the code the customer shows. */
export const ZRedeemRewardRequest = z.object({
  idempotencyKey: ZIdempotencyKey,
  rewardId: z.uuid(LOYALTY_MESSAGES.rewardNotFound),
  locationId: ZActionLocation,
  managerApproval: ZApproval,
});
export type TRedeemRewardRequest = z.input<typeof ZRedeemRewardRequest>;

export const ZRedeemCodeRequest = z.object({
  idempotencyKey: ZIdempotencyKey,
  code: z
    .string({ error: LOYALTY_MESSAGES.codeRequired })
    .trim()
    .toUpperCase()
    .min(1, LOYALTY_MESSAGES.codeRequired)
    .max(40, LOYALTY_MESSAGES.codeNotFound),
  locationId: ZActionLocation,
  managerApproval: ZApproval,
});
export type TRedeemCodeRequest = z.input<typeof ZRedeemCodeRequest>;

/** Spend points on a reward of the program's catalogue, used there and then. */
export const ZRedeemPointsRequest = z.object({
  idempotencyKey: ZIdempotencyKey,
  programId: z.uuid(LOYALTY_MESSAGES.programNotFound),
  rewardName: z.string().trim().min(1, LOYALTY_MESSAGES.catalogueChanged).max(100, LOYALTY_MESSAGES.catalogueChanged),
  locationId: ZActionLocation,
  managerApproval: ZApproval,
});
export type TRedeemPointsRequest = z.input<typeof ZRedeemPointsRequest>;

export const REWARD_STATUSES = ['earned', 'redeemed', 'expired', 'void'] as const;

export const ZReward = z.object({
  id: z.string(),
  programId: z.string().nullable(),
  programName: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  status: z.enum(REWARD_STATUSES),
  code: z.string(),
  earnedAt: z.string(),
  expiresAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
export type TReward = z.infer<typeof ZReward>;

/** A discount program's standing: the tier reached by visits, and how far the next one is. */
export const ZDiscountStanding = z.object({
  visits: z.number().int(),
  percent: z.number().nullable(),
  nextPercent: z.number().nullable(),
  visitsToNext: z.number().int().nullable(),
});
export type TDiscountStanding = z.infer<typeof ZDiscountStanding>;

/** One active program as the counter and the portal show it for one customer. */
export const ZProgramStanding = z.object({
  id: z.string(),
  name: z.string(),
  type: ZProgramType,
  description: z.string(),
  pointsBalance: z.number().int(),
  totalEarned: z.number().int(),
  /** Stamps on the current card (stamp_card) or purchases toward the next free item (free_item). */
  stampsCurrent: z.number().int(),
  /** Stamps or purchases a reward takes (0 where the type has none). */
  stampsRequired: z.number().int(),
  lastActivityAt: z.string().nullable(),
  /** The points catalogue, cheapest first, with whether the balance covers each. */
  catalogue: z.array(z.object({ name: z.string(), points: z.number().int(), affordable: z.boolean() })),
  discount: ZDiscountStanding.nullable(),
  /** When the next stamp, purchase or code can be earned (a fraud guard), if it is in the future. */
  nextEarnAt: z.string().nullable(),
});
export type TProgramStanding = z.infer<typeof ZProgramStanding>;

export const LEDGER_KINDS = [
  'enrol',
  'welcome_bonus',
  'visit',
  'purchase',
  'earn',
  'redeem',
  'adjust',
  'expire',
  'reversal',
  /** A balance brought from another tool by an import (issue 33): counted in balances, not as points issued. */
  'opening_balance',
  /** A refund at the till (issue 50): what the sale earned, taken back in proportion, never below zero. */
  'refund',
] as const;
export const ZLedgerKind = z.enum(LEDGER_KINDS);
export type TLedgerKind = z.infer<typeof ZLedgerKind>;

/** The counter's last action, while it can still be undone. */
export const ZUndoableAction = z.object({
  id: z.string(),
  kind: ZLedgerKind,
  /** Every line, in the reader's language; `warnings`: those of them that say what a guard held back. */
  changes: z.array(z.string()),
  warnings: z.array(z.string()),
  createdAt: z.string(),
  undoableUntil: z.string(),
});
export type TUndoableAction = z.infer<typeof ZUndoableAction>;

export const ZCustomerStanding = z.object({
  customer: z.object({
    id: z.string(),
    uniqueCustomerId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    totalPoints: z.number().int(),
    lifetimePointsEarned: z.number().int(),
    totalVisits: z.number().int(),
  }),
  programs: z.array(ZProgramStanding),
  /** Earned rewards that can be used now, soonest expiry first. */
  rewards: z.array(ZReward),
  lastAction: ZUndoableAction.nullable(),
  /** The earn multipliers a purchase here gets now (issue 51); null when none applies or no points program runs. */
  multipliers: ZAppliedMultipliers.nullable(),
  /** The category bonuses a purchase here can get: the counter offers them to tick (none without a points program). */
  categoryBonuses: z.array(ZCategoryBonus),
  /** Their status tier and progress to the next (issue 51); null while the business has no tiers on its plan. */
  status: ZCustomerStatus.nullable(),
});
export type TCustomerStanding = z.infer<typeof ZCustomerStanding>;

/** What a counter action did, in words the till can show ('+12 points', 'Stamp 7 of 10'), and the standing after. */
/**
 * What one counter action gave the customer, as numbers and names (issue 52): each screen says it in its reader's
 * language ('+10 points', '+10 puntos'). Points are net (a redemption spends them), stamps those added.
 */
export const ZActionGains = z.object({
  points: z.number().int(),
  stamps: z.number().int(),
  rewardsEarned: z.array(z.string()),
  /** The reward (or catalogue item) a redemption used. */
  redeemed: z.string().nullable(),
});
export type TActionGains = z.infer<typeof ZActionGains>;

export const ZActionResult = z.object({
  actionId: z.string(),
  kind: ZLedgerKind,
  /** Every line, in the staff's language (the API's: English); `warnings`: those that say what a guard held back. */
  changes: z.array(z.string()),
  warnings: z.array(z.string()),
  /** True when this answer repeats the first one for a retried request. */
  replayed: z.boolean(),
  standing: ZCustomerStanding,
});
export type TActionResult = z.infer<typeof ZActionResult>;

export const ZLedgerEntry = z.object({
  id: z.string(),
  kind: ZLedgerKind,
  programName: z.string().nullable(),
  /** A purchase's amount in major units of `currency`, the one it was recorded in (issue 35). */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  points: z.number().int(),
  stamps: z.number().int(),
  rewardName: z.string().nullable(),
  staffName: z.string().nullable(),
  /** Where the action happened (issue 35); null for actions with no location. */
  locationName: z.string().nullable(),
  note: z.string().nullable(),
  /** On an earn that multipliers raised (issue 51): which, e.g. '×2 Happy hour'. */
  multipliers: z.string().nullable(),
  reversed: z.boolean(),
  createdAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const LEDGER_PAGE_SIZE = 25;
export const ZLedgerQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const ZLedgerPage = z.object({
  entries: z.array(ZLedgerEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TLedgerPage = z.infer<typeof ZLedgerPage>;
