import { z } from 'zod';
import { hasUnsavableCharacters } from './customer-import.ts';

/** The super admin's actions on one tenant, the audit log and the credit log (beyond the spec: issue 13). */
export const ADMIN_ACTION_MESSAGES = {
  /** What a suspended business's users read: on every refused change and in the notice across the app. */
  suspended: 'This account is suspended. Contact support to reactivate it.',
  suspendedTitle: 'Your account is suspended',
  suspendedNotice:
    'You can still see all your data, but changes and messages are paused. Contact support to reactivate it. Billing stays open so you can update your payment.',
  tierChanged: 'Tier changed',
  trialExtended: 'Trial extended',
  suspendedDone: 'Tenant suspended',
  reactivatedDone: 'Tenant reactivated',
  creditsAllocated: 'Credits allocated',
  tierNotFound: 'Choose a tier that exists',
  sameTier: 'The tenant is already on this tier',
  notOnTrial: 'Only a tenant on a trial can have it extended',
  alreadySuspended: 'This tenant is already suspended',
  notSuspended: 'This tenant is not suspended',
  noAudit: 'No admin actions yet',
  noMatchingAudit: 'No matching actions',
  noCredits: 'No credit activity found',
} as const;

const savable = [
  (value: string) => !hasUnsavableCharacters(value),
  'Remove the unsupported character and try again',
] as const;

const reason = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(500, 'Reason must be at most 500 characters')
  .refine(...savable);

export const ZChangeTenantTierRequest = z.object({
  tierId: z.uuid({ error: ADMIN_ACTION_MESSAGES.tierNotFound }),
});
export type TChangeTenantTierRequest = z.infer<typeof ZChangeTenantTierRequest>;

export const TRIAL_EXTENSION_MAX_DAYS = 365;
export const ZExtendTrialRequest = z.object({
  days: z
    .number({ error: 'Days must be a whole number' })
    .int('Days must be a whole number')
    .min(1, 'Extend by at least 1 day')
    .max(TRIAL_EXTENSION_MAX_DAYS, `Extend by at most ${TRIAL_EXTENSION_MAX_DAYS} days`),
});
export type TExtendTrialRequest = z.infer<typeof ZExtendTrialRequest>;

export const ZSuspendTenantRequest = z.object({ reason });
export type TSuspendTenantRequest = z.infer<typeof ZSuspendTenantRequest>;

export const ZReactivateTenantRequest = z.object({});

export const ZTenantCreditsRequest = z.object({
  amount: z
    .number({ error: 'Amount must be a whole number' })
    .int('Amount must be a whole number')
    .refine((n) => n !== 0, 'Amount must not be zero')
    .refine((n) => Math.abs(n) <= 1_000_000, 'Amount must be at most 1,000,000'),
  reason,
});
export type TTenantCreditsRequest = z.infer<typeof ZTenantCreditsRequest>;

/** What every tenant action answers: the tenant's state after it (the details dialog shows it at once). */
export const ZTenantActionResponse = z.object({
  tenant: z.object({
    id: z.string(),
    tierId: z.string().nullable(),
    tierName: z.string().nullable(),
    status: z.string(),
    trialEndsAt: z.string().nullable(),
    credits: z.number().int(),
    suspendedAt: z.string().nullable(),
    suspensionReason: z.string().nullable(),
  }),
});
export type TTenantActionResponse = z.infer<typeof ZTenantActionResponse>;
export type TTenantState = TTenantActionResponse['tenant'];

/** Every action the audit log records, with how the list names it. */
export const AUDIT_ACTIONS = {
  'tier.update': 'Tier edited',
  'tenant.tier_change': 'Tier changed',
  'tenant.trial_extend': 'Trial extended',
  'tenant.suspend': 'Suspended',
  'tenant.reactivate': 'Reactivated',
  'tenant.credits_allocate': 'Credits allocated',
  'test.email': 'Test email',
  'test.sms': 'Test SMS',
  'tenant.close': 'Closed by its team',
  'tenant.reopen': 'Reopened by its team',
  'tenant.purge': 'Deleted after closing',
  'support.reply': 'Support reply sent',
  'support.close': 'Support request closed',
  'support.switch': 'Support requests switched',
} as const;
export type TAuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [TAuditAction, ...TAuditAction[]];

export const ZAuditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The tenant's company name when the target is a business that still exists. */
  targetName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ADMIN_LOG_PAGE_SIZE = 25;

/** YYYY-MM-DD, read as a UTC day; `to` includes its whole day. */
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${label} must be a real date`)
    .optional();

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_LOG_PAGE_SIZE),
};

const range = { from: day('From'), to: day('To') };
const fromBeforeTo: [(q: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { message: 'From must be on or before To', path: ['to'] },
];

export const ZAuditListQuery = z
  .object({
    action: z.enum(AUDIT_ACTION_KEYS, { error: 'Choose an action from the list' }).optional(),
    /** Company name or email of the tenant acted on, anywhere in either (case-insensitive). */
    tenant: z.string().max(200, 'Search must be at most 200 characters').optional(),
    ...range,
    ...paging,
  })
  .refine(...fromBeforeTo);
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

export const ZAuditList = z.object({
  entries: z.array(ZAuditEntry),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type TAuditList = z.infer<typeof ZAuditList>;

export const ZTenantAudit = z.object({ entries: z.array(ZAuditEntry) });

/** The ledger's kinds, as the credit log names them. */
export const CREDIT_KINDS = {
  initial_grant: 'Plan grant',
  admin_allocation: 'Allocation',
  sms_spend: 'SMS spend',
  email_spend: 'Email spend',
  send_refund: 'Refund',
  agency_transfer: 'Agency transfer',
  release_removal: 'Removed at release',
} as const;
export type TCreditKindName = keyof typeof CREDIT_KINDS;
export const CREDIT_KIND_KEYS = Object.keys(CREDIT_KINDS) as [TCreditKindName, ...TCreditKindName[]];

export const ZCreditLogQuery = z
  .object({
    kind: z.enum(CREDIT_KIND_KEYS, { error: 'Choose a kind from the list' }).optional(),
    /** Company name or email, anywhere in either (case-insensitive). */
    tenant: z.string().max(200, 'Search must be at most 200 characters').optional(),
    /** One tenant exactly (the details dialog's credits). */
    businessId: z.string().min(1).max(64).optional(),
    ...range,
    ...paging,
  })
  .refine(...fromBeforeTo);
export type TCreditLogQuery = z.infer<typeof ZCreditLogQuery>;

export const ZCreditLogEntry = z.object({
  id: z.string(),
  businessId: z.string(),
  companyName: z.string(),
  email: z.string(),
  kind: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TCreditLogEntry = z.infer<typeof ZCreditLogEntry>;

/** Per kind over everything the filters match (not only the page): how many rows and the credits they moved. */
export const ZCreditKindTotal = z.object({ kind: z.string(), count: z.number(), credits: z.number() });

export const ZCreditLog = z.object({
  entries: z.array(ZCreditLogEntry),
  totals: z.array(ZCreditKindTotal),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type TCreditLog = z.infer<typeof ZCreditLog>;

/** What a business's users see of their own suspension (the reason stays with the super admin). */
export const ZSuspensionStatus = z.object({ suspended: z.boolean(), suspendedAt: z.string().nullable() });
export type TSuspensionStatus = z.infer<typeof ZSuspensionStatus>;

/** One month of the dashboard's chart. */
export const ZGrowthPoint = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  /** Tenants signed up by the month's end. */
  tenants: z.number(),
  /** Active subscriptions' monthly prices summed, over tenants signed up by the month's end. */
  mrr: z.number(),
});
export type TGrowthPoint = z.infer<typeof ZGrowthPoint>;
