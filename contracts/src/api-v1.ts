import { z } from 'zod';
import { regionOr } from './country-settings.ts';
import { ZAddCustomer, ZUpdateCustomer } from './customers.ts';
import {
  ZLedgerKind,
  ZProgramStanding,
  ZPurchaseRequest,
  ZRedeemCodeRequest,
  ZRedeemPointsRequest,
  ZReward,
  ZVisitRequest,
} from './loyalty.ts';

/**
 * The public API's own shapes (/api/v1). They are a promise to integrations: field names and meanings change only in
 * a v2, so they are not the web app's shapes (which change with its screens). Dates are ISO 8601 in UTC.
 */

export const V1_MESSAGES = {
  limit: 'limit must be a whole number from 1 to 100',
  cursor: 'cursor is not one this API gave out: start again without it',
  searchTooLong: 'search must be at most 200 characters',
  lookupOne: 'Look a customer up by phone or by email: send one of them',
  phoneInvalid: 'phone is not a phone number we can read: send it with its country code, e.g. +14155550101',
  emailInvalid: 'email is not an email address',
  regionInvalid:
    'region must be a two-letter country code, e.g. GB: a phone without its country code is read as that country’s',
  customerNotFound: 'Customer not found',
  programNotFound: 'Program not found',
  idempotencyKeyRequired:
    'Send an Idempotency-Key header with every write: a value of your own (a UUID, or your order number) that names this one action, so a retry is counted once',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters (letters, digits, - _ . : and the like)',
} as const;

/** Sent on an answer that repeats the first one for a retried Idempotency-Key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const V1_MAX_PAGE = 100;
export const V1_DEFAULT_PAGE = 25;

export const ZV1ListQuery = z.object({
  limit: z.coerce
    .number({ error: V1_MESSAGES.limit })
    .int(V1_MESSAGES.limit)
    .min(1, V1_MESSAGES.limit)
    .max(V1_MAX_PAGE, V1_MESSAGES.limit)
    .default(V1_DEFAULT_PAGE),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z.string({ error: V1_MESSAGES.cursor }).max(200, V1_MESSAGES.cursor).optional(),
  /** Name, email, phone or customer number, as the Customers page searches. */
  search: z.string({ error: V1_MESSAGES.searchTooLong }).trim().max(200, V1_MESSAGES.searchTooLong).optional(),
});
export type TV1ListQuery = z.output<typeof ZV1ListQuery>;

/**
 * The country a phone sent without its country code is read in (ISO 3166 alpha-2); without it, the business's
 * country (Settings → Country).
 */
const ZV1Region = z
  .string({ error: V1_MESSAGES.regionInvalid })
  .trim()
  .toUpperCase()
  .refine((code) => regionOr(code, '') !== '', V1_MESSAGES.regionInvalid)
  .optional();

export const ZV1LookupQuery = z
  .object({
    region: ZV1Region,
    phone: z.string({ error: V1_MESSAGES.phoneInvalid }).trim().min(1, V1_MESSAGES.phoneInvalid).max(40).optional(),
    email: z
      .string({ error: V1_MESSAGES.emailInvalid })
      .trim()
      .max(254, V1_MESSAGES.emailInvalid)
      .pipe(z.email(V1_MESSAGES.emailInvalid))
      .optional(),
  })
  .refine((q) => (q.phone === undefined) !== (q.email === undefined), { message: V1_MESSAGES.lookupOne });
export type TV1LookupQuery = z.output<typeof ZV1LookupQuery>;

export const ZV1Customer = z.object({
  id: z.string(),
  /** The number the business knows the customer by (on their card and in the app). */
  customerNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164, e.g. +14155550101. */
  phone: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  points: z.object({ balance: z.number().int(), lifetimeEarned: z.number().int() }),
  visits: z.number().int(),
  consent: z.object({ sms: z.boolean(), email: z.boolean() }),
  createdAt: z.string(),
});
export type TV1Customer = z.infer<typeof ZV1Customer>;

export const ZV1CustomerPage = z.object({
  data: z.array(ZV1Customer),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TV1CustomerPage = z.infer<typeof ZV1CustomerPage>;

export const ZV1CustomerResponse = z.object({ data: ZV1Customer });

export const ZV1Program = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['points', 'stamp_card', 'rebate_code', 'discount', 'free_item']),
  status: z.string(),
  /** The program's rules as set in the app (points per currency unit, stamps per reward, rewards…). */
  rules: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TV1Program = z.infer<typeof ZV1Program>;

export const ZV1ProgramList = z.object({ data: z.array(ZV1Program) });
export const ZV1ProgramResponse = z.object({ data: ZV1Program });

/** Add a customer: an email or a phone, and any of the other fields (the app's Add Customer rules). */
export const ZV1CreateCustomer = ZAddCustomer.extend({ region: ZV1Region });
/** Change a customer: only the fields sent change; null clears one. */
export const ZV1UpdateCustomer = ZUpdateCustomer.omit({ portalEnabled: true }).extend({ region: ZV1Region });

// The loyalty writes: the counter's bodies, with the request key in the Idempotency-Key header instead.
// The key travels in the Idempotency-Key header; a key is no counter person, so no manager approval either.
export const ZV1Visit = ZVisitRequest.omit({ idempotencyKey: true });
export const ZV1Purchase = ZPurchaseRequest.omit({ idempotencyKey: true, managerApproval: true });
export const ZV1RedeemCode = ZRedeemCodeRequest.omit({ idempotencyKey: true, managerApproval: true });
export const ZV1RedeemPoints = ZRedeemPointsRequest.omit({ idempotencyKey: true, managerApproval: true });

/** A customer's loyalty now: their totals, each active program's progress, the rewards they can use, the last action. */
export const ZV1Standing = z.object({
  customerId: z.string(),
  points: z.object({ balance: z.number().int(), lifetimeEarned: z.number().int() }),
  visits: z.number().int(),
  programs: z.array(ZProgramStanding),
  /** Earned rewards usable now, soonest expiry first. */
  rewards: z.array(ZReward),
  /** The last action while it can still be undone (5 minutes), else null. */
  lastAction: z
    .object({
      actionId: z.string(),
      kind: ZLedgerKind,
      changes: z.array(z.string()),
      createdAt: z.string(),
      undoableUntil: z.string(),
    })
    .nullable(),
});
export type TV1Standing = z.infer<typeof ZV1Standing>;
export const ZV1StandingResponse = z.object({ data: ZV1Standing });

/** What a write did: its id (to undo it), what changed in words a till can show, and the standing after. */
export const ZV1Action = z.object({
  actionId: z.string(),
  kind: ZLedgerKind,
  changes: z.array(z.string()),
  standing: ZV1Standing,
});
export type TV1Action = z.infer<typeof ZV1Action>;
export const ZV1ActionResponse = z.object({ data: ZV1Action });

export const ZV1RewardList = z.object({ data: z.array(ZReward) });

export const ZV1LedgerEntry = z.object({
  id: z.string(),
  kind: ZLedgerKind,
  programName: z.string().nullable(),
  /** The purchase amount, on a purchase. */
  amount: z.number().nullable(),
  /** The amount's ISO 4217 currency, the business's when it was recorded; null without an amount. */
  currency: z.string().nullable(),
  points: z.number().int(),
  stamps: z.number().int(),
  rewardName: z.string().nullable(),
  note: z.string().nullable(),
  /** Whether an undo took this row back. */
  reversed: z.boolean(),
  createdAt: z.string(),
});
export const ZV1LedgerPage = z.object({ data: z.array(ZV1LedgerEntry), nextCursor: z.string().nullable() });
export type TV1LedgerPage = z.infer<typeof ZV1LedgerPage>;
export const ZV1PageQuery = ZV1ListQuery.omit({ search: true });
export type TV1PageQuery = z.output<typeof ZV1PageQuery>;

/** The header of every loyalty write: 1 to 255 visible ASCII characters, chosen by the caller for this one action. */
export const ZV1IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: V1_MESSAGES.idempotencyKeyRequired })
    .min(1, V1_MESSAGES.idempotencyKeyRequired)
    .regex(/^[\x21-\x7e]{1,255}$/, V1_MESSAGES.idempotencyKeyInvalid),
});
