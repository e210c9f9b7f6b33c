import type { TTier, TUpdateTierInput } from '@regulars/contracts';
import { formatAmountInput } from '../../../lib/format-number.ts';

/** The numeric fields of a tier as typed (strings), so a half-typed value is kept as the admin types it. */
export const NUMBER_FIELDS = [
  'priceMonthly',
  'maxCustomers',
  'maxPrograms',
  'maxSmsMonthly',
  'initialCredits',
  'creditCostSms',
  'creditCostEmail',
  'maxSeats',
  'maxLocations',
  'maxClients',
] as const;
export type TNumberField = (typeof NUMBER_FIELDS)[number];
/** The API's bucket per tier: empty means the server's default (null). */
export const OPTIONAL_FIELDS = ['apiRequestsPerSecond', 'apiBurst'] as const;
export type TOptionalField = (typeof OPTIONAL_FIELDS)[number];
export const FLAG_FIELDS = [
  'mailchimp',
  'tills',
  'multipliers',
  'statusTiers',
  'referrals',
  'whiteLabel',
  'prioritySupport',
  'api',
  'clients',
] as const;
export type TFlagField = (typeof FLAG_FIELDS)[number];

export type TTierDraft = Record<TNumberField | TOptionalField, string> &
  Record<TFlagField, boolean> & { stripePriceId: string };

export function draftOf(tier: TTier): TTierDraft {
  return {
    priceMonthly: formatAmountInput(tier.priceMonthly),
    maxCustomers: String(tier.maxCustomers),
    maxPrograms: String(tier.maxPrograms),
    maxSmsMonthly: String(tier.maxSmsMonthly),
    initialCredits: String(tier.initialCredits),
    creditCostSms: String(tier.creditCostSms),
    creditCostEmail: String(tier.creditCostEmail),
    maxSeats: String(tier.features.maxSeats),
    maxLocations: String(tier.features.maxLocations),
    maxClients: String(tier.features.maxClients),
    clients: tier.features.clients,
    mailchimp: tier.features.mailchimp,
    tills: tier.features.tills,
    multipliers: tier.features.multipliers,
    statusTiers: tier.features.statusTiers,
    referrals: tier.features.referrals,
    whiteLabel: tier.features.whiteLabel,
    prioritySupport: tier.features.prioritySupport,
    api: tier.features.api,
    apiRequestsPerSecond: tier.features.apiRequestsPerSecond === null ? '' : String(tier.features.apiRequestsPerSecond),
    apiBurst: tier.features.apiBurst === null ? '' : String(tier.features.apiBurst),
    stripePriceId: tier.stripePriceId ?? '',
  };
}

const LABELS: Record<TNumberField | TOptionalField, string> = {
  priceMonthly: 'Monthly price',
  maxCustomers: 'Max customers',
  maxPrograms: 'Max programs',
  maxSmsMonthly: 'Max SMS per month',
  initialCredits: 'Initial credits',
  creditCostSms: 'SMS credit cost',
  creditCostEmail: 'Email credit cost',
  maxSeats: 'Max seats',
  maxLocations: 'Max locations',
  maxClients: 'Max clients',
  apiRequestsPerSecond: 'API requests per second',
  apiBurst: 'API burst',
};

function numberValue(field: TNumberField | TOptionalField, text: string): number {
  const trimmed = text.trim();
  // The price is a decimal (step 0.01); every other field an integer, parsed as one.
  const value = field === 'priceMonthly' ? Number(trimmed) : Number.parseInt(trimmed, 10);
  if (trimmed === '' || !Number.isFinite(value)) {
    throw new Error(`${LABELS[field]} must be a ${field === 'priceMonthly' ? 'number' : 'whole number'}`);
  }
  return value;
}

/** The limits kept in the tier's features (merged on the server) rather than in its own columns. */
const isFeature = (field: TNumberField): field is 'maxSeats' | 'maxLocations' | 'maxClients' =>
  field === 'maxSeats' || field === 'maxLocations' || field === 'maxClients';

/**
 * The PATCH body: only the fields whose value differs from the saved tier (features merged on the server).
 * Throws an Error naming the field when a number does not parse. Empty when nothing changed.
 */
export function patchOf(tier: TTier, draft: TTierDraft): TUpdateTierInput {
  const saved = draftOf(tier);
  const patch: TUpdateTierInput = {};
  const features: NonNullable<TUpdateTierInput['features']> = {};
  for (const field of NUMBER_FIELDS) {
    if (draft[field].trim() === saved[field]) continue;
    const value = numberValue(field, draft[field]);
    const original = isFeature(field) ? tier.features[field] : tier[field];
    if (value === original) continue;
    if (isFeature(field)) features[field] = value;
    else patch[field] = value;
  }
  for (const field of OPTIONAL_FIELDS) {
    if (draft[field].trim() === saved[field]) continue;
    features[field] = draft[field].trim() === '' ? null : numberValue(field, draft[field]);
  }
  for (const flag of FLAG_FIELDS) {
    if (draft[flag] !== saved[flag]) features[flag] = draft[flag];
  }
  if (draft.stripePriceId.trim() !== saved.stripePriceId) patch.stripePriceId = draft.stripePriceId.trim();
  if (Object.keys(features).length > 0) patch.features = features;
  return patch;
}

/** True while the draft differs from the saved tier in any field (as typed: '49.0' vs '49.00' counts). */
export function hasEdits(tier: TTier, draft: TTierDraft): boolean {
  const saved = draftOf(tier);
  return (Object.keys(saved) as (keyof TTierDraft)[]).some((key) => {
    const a = draft[key];
    const b = saved[key];
    return typeof a === 'string' ? a.trim() !== b : a !== b;
  });
}
