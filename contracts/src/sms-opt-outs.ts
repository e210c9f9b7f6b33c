import { z } from 'zod';

/** The numbers a business may never text (its SMS suppression list), shown and kept in /settings. */
export const SMS_OPT_OUT_MESSAGES = {
  invalidPhone: 'Enter a valid phone number',
  alreadyListed: 'This number is already on the list',
  onlyCustomerCanUndo: 'Only the customer can undo this: they text START to opt back in',
  notFound: 'Number not found on the list',
  added: 'Number added. It will not get any texts from you.',
  addFailed: 'Failed to add the number',
  removed: 'Number removed from the list',
  removeFailed: 'Failed to remove the number',
  loadFailed: 'Failed to load the opted-out numbers',
  empty: 'No one has opted out',
  noMatches: 'No numbers match your search',
} as const;

/** How a number got on the list: a STOP keyword, a request in the customer's own words, or a staff member. */
export const SMS_OPT_OUT_SOURCES = ['keyword', 'free_text', 'manual'] as const;

export const SMS_OPT_OUT_PAGE_SIZE_DEFAULT = 10;
export const SMS_OPT_OUT_PAGE_SIZE_MAX = 100;
export const MAX_OPT_OUT_PHONE_LENGTH = 40;

export const ZSmsOptOutListQuery = z.object({
  /** A phone number in any format (its digits are matched), or words from the customer's message or who added it. */
  search: z.string().max(200, 'Search must be at most 200 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SMS_OPT_OUT_PAGE_SIZE_MAX).default(SMS_OPT_OUT_PAGE_SIZE_DEFAULT),
});

export const ZSmsOptOut = z.object({
  id: z.string(),
  /** E.164. */
  phone: z.string(),
  source: z.enum(SMS_OPT_OUT_SOURCES),
  /** What the customer wrote (keyword, free_text), or who added the number (manual). */
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type TSmsOptOut = z.infer<typeof ZSmsOptOut>;

export const ZSmsOptOutList = z.object({
  optOuts: z.array(ZSmsOptOut),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type TSmsOptOutList = z.infer<typeof ZSmsOptOutList>;

/** Add a number by hand; the server reads it in the business's region when written without a country code. */
export const ZAddSmsOptOut = z.object({
  phone: z
    .string({ error: SMS_OPT_OUT_MESSAGES.invalidPhone })
    .trim()
    .min(1, SMS_OPT_OUT_MESSAGES.invalidPhone)
    .max(MAX_OPT_OUT_PHONE_LENGTH, SMS_OPT_OUT_MESSAGES.invalidPhone),
});
export type TAddSmsOptOut = z.infer<typeof ZAddSmsOptOut>;

export const ZSmsOptOutResponse = z.object({ optOut: ZSmsOptOut });

/** Only a number staff added can be taken off: a customer's own STOP is undone by the customer texting START. */
export const canRemoveOptOut = (optOut: Pick<TSmsOptOut, 'source'>) => optOut.source === 'manual';
