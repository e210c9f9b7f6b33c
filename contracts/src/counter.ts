import { z } from 'zod';
import { COUNTER_LIMITS, COUNTER_MESSAGES } from './counter-messages.ts';
import { ZStaffId, ZStaffPin } from './counter-pin.ts';
import { hasUnsavableCharacters } from './customer-import.ts';
import { ZLanguage } from './i18n/language-schema.ts';

/** /company's counter devices, staff and rules, and what a counter device shows (issue 35). */
const ZName = z
  .string({ error: COUNTER_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: COUNTER_MESSAGES.nameRequired, abort: true })
  .max(COUNTER_LIMITS.name, { error: COUNTER_MESSAGES.nameTooLong, abort: true })
  .refine((value) => !hasUnsavableCharacters(value), COUNTER_MESSAGES.unsavableCharacter);

/** Who works the counter: a team member (with or without a PIN yet) or counter-only staff. */
export const ZCounterStaffMember = z.object({
  /** Null for a team member who has no PIN yet (nothing stored for them). */
  id: z.uuid().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['team', 'counter']),
  isManager: z.boolean(),
  hasPin: z.boolean(),
});
export type TCounterStaffMember = z.infer<typeof ZCounterStaffMember>;

export const ZCounterStaffList = z.object({
  staff: z.array(ZCounterStaffMember),
  counterOnlyLimit: z.number().int(),
});
export type TCounterStaffList = z.infer<typeof ZCounterStaffList>;

/** A team member's PIN (userId), or new counter-only staff (name). */
export const ZAddCounterStaff = z
  .object({
    userId: z.string().min(1).optional(),
    name: ZName.optional(),
    pin: ZStaffPin,
    isManager: z.boolean().default(false),
  })
  .refine((v) => (v.userId === undefined) !== (v.name === undefined), {
    error: COUNTER_MESSAGES.chooseStaffOrName,
    path: ['name'],
  });
export type TAddCounterStaff = z.input<typeof ZAddCounterStaff>;

export const ZUpdateCounterStaff = z
  .object({ name: ZName.optional(), pin: ZStaffPin.optional(), isManager: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.pin !== undefined || v.isManager !== undefined, {
    error: COUNTER_MESSAGES.nothingToUpdate,
  });
export type TUpdateCounterStaff = z.input<typeof ZUpdateCounterStaff>;

export const ZCounterStaffResponse = z.object({ staff: ZCounterStaffMember });

export const ZCounterDevice = z.object({
  id: z.uuid(),
  name: z.string(),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** The device this very browser is. */
  thisBrowser: z.boolean(),
});
export type TCounterDevice = z.infer<typeof ZCounterDevice>;

export const ZCounterDeviceList = z.object({ devices: z.array(ZCounterDevice) });
export const ZCounterDeviceResponse = z.object({ device: ZCounterDevice });

export const ZCreateCounterDevice = z.object({
  name: ZName,
  locationId: z.uuid({ error: 'Location not found' }).nullish(),
});
export type TCreateCounterDevice = z.input<typeof ZCreateCounterDevice>;

/** What the business asks of its counters. */
export const ZCounterRules = z.object({
  /** A shift ends after this many minutes without an action; 0 asks for a PIN on every action. */
  shiftMinutes: z
    .number({ error: COUNTER_MESSAGES.shiftRange })
    .int({ error: COUNTER_MESSAGES.shiftRange })
    .min(0, { error: COUNTER_MESSAGES.shiftRange })
    .max(COUNTER_LIMITS.maxShiftMinutes, { error: COUNTER_MESSAGES.shiftRange }),
  managerPinForRedemptions: z.boolean(),
  managerPinForUndo: z.boolean(),
  /** Purchases above this amount (in the business's currency) need a manager's PIN; null: none do. */
  managerPinPurchaseAbove: z
    .number({ error: COUNTER_MESSAGES.amountPositive })
    .positive(COUNTER_MESSAGES.amountPositive)
    .nullable(),
});
export type TCounterRules = z.infer<typeof ZCounterRules>;
export const ZCounterRulesResponse = z.object({ rules: ZCounterRules });

export const ZCounterShift = z.object({
  staffId: z.uuid(),
  name: z.string(),
  isManager: z.boolean(),
  /** When it ends if nothing is recorded before; null: it ends with the next action. */
  endsAt: z.string().nullable(),
});

/** What a counter device shows: itself, who may sign in on it, who is signed in, and the rules. */
export const ZCounterDeviceSession = z.object({
  device: z.object({
    id: z.uuid(),
    name: z.string(),
    locationId: z.uuid().nullable(),
    locationName: z.string().nullable(),
  }),
  businessName: z.string(),
  /** What the device's screens speak (issue 52): the business's language, and its locale for dates and numbers. */
  language: ZLanguage,
  locale: z.string(),
  /** The business's currency, the country its phones are read in, and its zone (null: the browser's). */
  currency: z.string(),
  country: z.string(),
  timeZone: z.string().nullable(),
  staff: z.array(z.object({ id: z.uuid(), name: z.string(), isManager: z.boolean() })),
  shift: ZCounterShift.nullable(),
  rules: ZCounterRules,
});
export type TCounterDeviceSession = z.infer<typeof ZCounterDeviceSession>;

/** The managers who can approve at the counter (their PIN), as the approval dialog lists them. */
export const ZCounterManagers = z.object({ managers: z.array(z.object({ id: z.uuid(), name: z.string() })) });
export type TCounterManagers = z.infer<typeof ZCounterManagers>;

export const ZOpenShift = z.object({ staffId: ZStaffId, pin: ZStaffPin });
export type TOpenShift = z.infer<typeof ZOpenShift>;

export const ZCounterCustomerSearch = z.object({
  search: z.string().trim().min(1, { error: 'Enter a phone number, customer ID or name' }).max(100),
});
