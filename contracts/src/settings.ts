import { z } from 'zod';
import { EMAIL_TOO_LONG, MAX_EMAIL_LENGTH } from './auth.ts';
import { ZCountrySettings } from './country-settings.ts';
import { hasUnsavableCharacters } from './customer-import.ts';
import { blankToNull, EMAIL_PATTERN } from './customers.ts';
import { ZMoneySettings } from './money-settings.ts';

/** Every message of /settings, the spec's words first. */
export const SETTINGS_MESSAGES = {
  trackingUpdated: 'Email tracking setting updated',
  trackingFailed: 'Failed to update tracking setting',
  emailConfigSaved: 'Email configuration saved successfully',
  emailConfigFailed: 'Failed to save email configuration',
  emailConfigRequired: 'From Email and From Name are required',
  invalidFromEmail: 'Please enter a valid From Email address',
  apiKeySpaces: 'The API key cannot contain spaces',
  activeNeedsKey: 'Enter a SendGrid API key before turning this configuration on',
  sendingSaved: 'Sending settings saved',
  sendingFailed: 'Failed to save sending settings',
  invalidContactPhone: 'Enter a valid contact phone number, e.g. +1 415 555 0100',
  invalidContactEmail: 'Enter a valid contact email address',
  timeZoneRequired: 'Choose your time zone',
  invalidTimeZone: 'Choose a time zone from the list (for example America/New_York)',
  invalidTime: 'Use a 24-hour time such as 21:00',
  quietHoursSame: 'Quiet hours must start and end at different times',
  teamAdminOnly: 'Only the team admin can change settings',
  loadFailed: 'Failed to load settings',
  unsavableCharacter: 'Remove the unsupported character and try again',
} as const;

export const MAX_POSTAL_ADDRESS_LENGTH = 500;
export const MAX_API_KEY_LENGTH = 500;

// ---------------------------------------------------------------------------------------------------------------
// Time zones

/**
 * The IANA name as this runtime spells it canonically, or null when it is not a time zone. `Intl.supportedValuesOf`
 * leaves out 'UTC' and some aliases a browser reports (Asia/Kolkata resolves to Asia/Calcutta on some ICU builds), so
 * the name is first resolved through Intl.DateTimeFormat, which also fixes its case.
 */
export function canonicalTimeZone(value: string): string | null {
  const name = value.trim();
  if (!name || name.length > 64) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (resolved === 'UTC' || resolved === 'Etc/UTC' || resolved === 'Etc/GMT') return 'UTC';
  return supportedTimeZones().has(resolved) ? resolved : null;
}

let zones: Set<string> | undefined;
function supportedTimeZones(): Set<string> {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return zones;
}

/** Every time zone a person can choose: UTC, then the runtime's IANA names. */
export function timeZoneOptions(): string[] {
  return ['UTC', ...[...supportedTimeZones()].filter((zone) => zone !== 'UTC').sort()];
}

// ---------------------------------------------------------------------------------------------------------------
// Email open tracking

export const ZEmailTracking = z.object({ enabled: z.boolean() });
export type TEmailTracking = z.infer<typeof ZEmailTracking>;
export const ZUpdateEmailTracking = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

// ---------------------------------------------------------------------------------------------------------------
// Email configuration (SendGrid, deprecated)

/** What the browser learns of the configuration: never the key, only whether one is saved and its last 4 characters. */
export const ZEmailConfig = z.object({
  provider: z.literal('sendgrid'),
  active: z.boolean(),
  fromEmail: z.string().nullable(),
  fromName: z.string().nullable(),
  apiKeySet: z.boolean(),
  apiKeyLast4: z.string().nullable(),
});
export type TEmailConfig = z.infer<typeof ZEmailConfig>;

// The configuration is stored as jsonb, which refuses half a surrogate pair that a text column would take.
const requiredForEmail = z
  .string({ error: SETTINGS_MESSAGES.emailConfigRequired })
  .trim()
  .min(1, { error: SETTINGS_MESSAGES.emailConfigRequired, abort: true })
  .refine((value) => !hasUnsavableCharacters(value), { error: SETTINGS_MESSAGES.unsavableCharacter, abort: true });

/**
 * Save: From Email and From Name required; a blank API key keeps the saved one. The form sends what this schema
 * made of its fields (a blank key became null), so that output must read again as input: the key takes null too.
 */
export const ZSaveEmailConfig = z.object({
  apiKey: z
    .string()
    .max(MAX_API_KEY_LENGTH, `The API key must be at most ${MAX_API_KEY_LENGTH} characters`)
    .nullish()
    .transform((value) => blankToNull(value))
    .refine((value) => value === null || !/\s/.test(value), SETTINGS_MESSAGES.apiKeySpaces)
    .refine((value) => value === null || !hasUnsavableCharacters(value), SETTINGS_MESSAGES.unsavableCharacter),
  fromEmail: requiredForEmail
    .max(MAX_EMAIL_LENGTH, { error: EMAIL_TOO_LONG, abort: true })
    .refine((value) => EMAIL_PATTERN.test(value), SETTINGS_MESSAGES.invalidFromEmail)
    .transform((value) => value.toLowerCase()),
  fromName: requiredForEmail.max(200, 'From Name must be at most 200 characters'),
  active: z.boolean({ error: 'active must be true or false' }),
});
export type TSaveEmailConfigInput = z.input<typeof ZSaveEmailConfig>;
export type TSaveEmailConfig = z.output<typeof ZSaveEmailConfig>;

// ---------------------------------------------------------------------------------------------------------------
// Compliant sending

/** 24-hour HH:MM. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZSendingSettings = z.object({
  postalAddress: z.string().nullable(),
  /** E.164. */
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** IANA name; null until the business chooses one (the page proposes the browser's). */
  timeZone: z.string().nullable(),
  quietHoursStart: z.string(),
  quietHoursEnd: z.string(),
});
export type TSendingSettings = z.infer<typeof ZSendingSettings>;

const timeOfDay = z
  .string({ error: SETTINGS_MESSAGES.invalidTime })
  .trim()
  .regex(TIME_OF_DAY, SETTINGS_MESSAGES.invalidTime);

/**
 * The address, HELP contact, time zone and quiet hours. Blanks become null (the address is required only before
 * marketing email goes out, which checks it then); the phone is normalised on the server in its default region.
 */
export const ZUpdateSendingSettings = z
  .object({
    postalAddress: z
      .string()
      .max(MAX_POSTAL_ADDRESS_LENGTH, `The postal address must be at most ${MAX_POSTAL_ADDRESS_LENGTH} characters`)
      .nullish()
      .transform((value) => blankToNull(value)),
    contactPhone: z
      .string()
      .max(40, 'The contact phone must be at most 40 characters')
      .nullish()
      .transform((value) => blankToNull(value)),
    contactEmail: z
      .string()
      .max(MAX_EMAIL_LENGTH, EMAIL_TOO_LONG)
      .nullish()
      .transform((value) => blankToNull(value)?.toLowerCase() ?? null)
      .refine((value) => value === null || EMAIL_PATTERN.test(value), SETTINGS_MESSAGES.invalidContactEmail),
    timeZone: z
      .string({ error: SETTINGS_MESSAGES.timeZoneRequired })
      .trim()
      .min(1, { error: SETTINGS_MESSAGES.timeZoneRequired, abort: true })
      .max(64, { error: SETTINGS_MESSAGES.invalidTimeZone, abort: true })
      .refine((value) => canonicalTimeZone(value) !== null, { error: SETTINGS_MESSAGES.invalidTimeZone, abort: true })
      .transform((value) => canonicalTimeZone(value) as string),
    quietHoursStart: timeOfDay,
    quietHoursEnd: timeOfDay,
  })
  .refine((value) => value.quietHoursStart !== value.quietHoursEnd, {
    error: SETTINGS_MESSAGES.quietHoursSame,
    path: ['quietHoursEnd'],
  });
export type TUpdateSendingSettingsInput = z.input<typeof ZUpdateSendingSettings>;
export type TUpdateSendingSettings = z.output<typeof ZUpdateSendingSettings>;

// ---------------------------------------------------------------------------------------------------------------
// The page

/**
 * GET /api/settings/delivery: whether a real provider takes each channel's messages for this business (the platform's,
 * or for email its own SendGrid account); false: they are kept in the outbox, nobody receives them.
 */
export const ZMessageDelivery = z.object({ email: z.boolean(), sms: z.boolean() });
export type TMessageDelivery = z.infer<typeof ZMessageDelivery>;

/** GET /api/settings: everything the page shows, and whether the caller may change it (team members may not). */
export const ZSettings = z.object({
  canEdit: z.boolean(),
  emailTracking: ZEmailTracking,
  emailConfig: ZEmailConfig,
  sending: ZSendingSettings,
  /** The currency and language amounts are recorded and written in (issue 35). */
  money: ZMoneySettings,
  /** The country phones typed without a country code are read in (issue 52). */
  country: ZCountrySettings,
});
export type TSettings = z.infer<typeof ZSettings>;

/** Is `time` (HH:MM) inside quiet hours that may wrap past midnight (21:00–08:00)? */
export function isQuietTime(time: string, start: string, end: string): boolean {
  return start < end ? time >= start && time < end : time >= start || time < end;
}
