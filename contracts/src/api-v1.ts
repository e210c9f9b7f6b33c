import { z } from 'zod';

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
  customerNotFound: 'Customer not found',
  programNotFound: 'Program not found',
} as const;

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

export const ZV1LookupQuery = z
  .object({
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
