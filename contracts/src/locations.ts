import { z } from 'zod';
import { hasUnsavableCharacters } from './customer-import.ts';
import { canonicalTimeZone, SETTINGS_MESSAGES } from './settings.ts';

/** A business's shops: /company → Locations, and where each QR code hangs. */
export const LOCATION_LIMITS = { name: 80, address: 200 } as const;

export const LOCATION_MESSAGES = {
  nameRequired: 'Enter a name for the location',
  nameTooLong: `The location name must be at most ${LOCATION_LIMITS.name} characters`,
  addressTooLong: `The address must be at most ${LOCATION_LIMITS.address} characters`,
  invalidTimeZone: SETTINGS_MESSAGES.invalidTimeZone,
  unsavableCharacter: 'Remove the unsupported character and try again',
  nothingToUpdate: 'Change the name, address or time zone',
  notFound: 'Location not found',
  duplicate: (name: string) => `A location named ${name} already exists.`,
  added: 'Location added',
  saved: 'Location saved',
  deleted: 'Location deleted',
  loadFailed: 'Could not load your locations',
  addFailed: 'Could not add the location',
  saveFailed: 'Could not save the location',
  deleteFailed: 'Could not delete the location',
  deleteWarning: 'Its QR codes stay active, with no location.',
  empty: 'Add your shop, so each QR code says where it hangs.',
  readOnly: 'Only the team admin can add or change locations.',
} as const;

/** The refusal above the plan's max_locations, and the card's notice at the limit. */
export function locationLimitMessage(limit: number): string {
  const locations = limit === 1 ? '1 location' : `${limit} locations`;
  return `Your plan includes ${locations}. Upgrade your plan to add more.`;
}

/** '2 of 3 locations', or '2 locations (unlimited)'. */
export function locationUsage(used: number, max: number): string {
  if (max === -1) return `${used === 1 ? '1 location' : `${used} locations`} (unlimited)`;
  return `${used} of ${max} ${max === 1 ? 'location' : 'locations'}`;
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const savable = [(value: string) => !hasUnsavableCharacters(value), LOCATION_MESSAGES.unsavableCharacter] as const;

const ZLocationName = z
  .string({ error: LOCATION_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: LOCATION_MESSAGES.nameRequired, abort: true })
  .max(LOCATION_LIMITS.name, { error: LOCATION_MESSAGES.nameTooLong, abort: true })
  .refine(...savable);

const ZLocationAddress = z.preprocess(
  blankToNull,
  z
    .string({ error: LOCATION_MESSAGES.addressTooLong })
    .trim()
    .max(LOCATION_LIMITS.address, { error: LOCATION_MESSAGES.addressTooLong, abort: true })
    .refine(...savable)
    .nullable()
    .optional(),
);

/** Blank or null: the business's own zone. */
const ZLocationTimeZone = z.preprocess(
  blankToNull,
  z
    .string({ error: LOCATION_MESSAGES.invalidTimeZone })
    .trim()
    .max(64, { error: LOCATION_MESSAGES.invalidTimeZone, abort: true })
    .refine((value) => canonicalTimeZone(value) !== null, { error: LOCATION_MESSAGES.invalidTimeZone, abort: true })
    .transform((value) => canonicalTimeZone(value) as string)
    .nullable()
    .optional(),
);

export const ZCreateLocation = z.object({
  name: ZLocationName,
  address: ZLocationAddress,
  timeZone: ZLocationTimeZone,
});
export type TCreateLocationInput = z.input<typeof ZCreateLocation>;
export type TCreateLocation = z.output<typeof ZCreateLocation>;

/** PATCH: only the fields sent; a blank address or zone clears it. */
export const ZUpdateLocation = z
  .object({ name: ZLocationName.optional(), address: ZLocationAddress, timeZone: ZLocationTimeZone })
  .refine((v) => v.name !== undefined || v.address !== undefined || v.timeZone !== undefined, {
    error: LOCATION_MESSAGES.nothingToUpdate,
  });
export type TUpdateLocationInput = z.input<typeof ZUpdateLocation>;
export type TUpdateLocation = z.output<typeof ZUpdateLocation>;

export const ZLocation = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** IANA name; null: the business's own zone. */
  timeZone: z.string().nullable(),
  /** QR codes that hang there. */
  qrCodeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZLocationResponse = z.object({ location: ZLocation });

/** GET /api/locations: oldest first, the plan's allowance, the business's zone and whether the caller may edit. */
export const ZLocationList = z.object({
  locations: z.array(ZLocation),
  /** The plan's max_locations (-1 unlimited), how many exist and the plan's name. */
  limit: z.object({ max: z.number().int(), used: z.number().int(), planName: z.string() }),
  /** The zone a location without its own follows (null until the business chooses one in /settings). */
  businessTimeZone: z.string().nullable(),
  canEdit: z.boolean(),
});
export type TLocationList = z.infer<typeof ZLocationList>;
