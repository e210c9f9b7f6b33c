import {
  CUSTOMER_MESSAGES,
  normalizePhone,
  phoneDigits,
  type TCustomer,
  type TCustomerDetail,
} from '@regulars/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { deletionDueOn } from './deletion-due.ts';

export type TCustomerValues = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  authPhone: string | null;
  birthday: string | null;
  optedInSms: boolean;
  optedInEmail: boolean;
};

/** A validated input: ZCreateCustomer's output, or an import row's cells. */
type TParsedInput = Omit<TCustomerValues, 'authPhone'>;

/** The phone columns for a typed phone: E.164 and its digits (the portal's key); both null for none. */
export function phoneColumns(
  raw: string | null,
  region: string,
): Pick<TCustomerValues, 'phone' | 'authPhone'> | { error: string } {
  if (!raw) return { phone: null, authPhone: null };
  const phone = normalizePhone(raw, region);
  if (!phone) return { error: CUSTOMER_MESSAGES.invalidPhone };
  return { phone, authPhone: phoneDigits(phone) };
}

/** Column values for a validated input: email lower-cased, phone in E.164, auth_phone its digits. */
export function normalizeCustomerInput(input: TParsedInput, region: string): TCustomerValues | { error: string } {
  const phone = phoneColumns(input.phone, region);
  if ('error' in phone) return phone;
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email?.toLowerCase() ?? null,
    ...phone,
    birthday: input.birthday,
    optedInSms: input.optedInSms,
    optedInEmail: input.optedInEmail,
  };
}

/**
 * The CONFLICT error for an existing customer with the same phone or email in the business, if there is one (other
 * than `exceptId`, the customer being edited).
 */
export async function findDuplicate({
  db,
  businessId,
  values,
  exceptId,
}: {
  db: TExecutor;
  businessId: string;
  values: Partial<Pick<TCustomerValues, 'authPhone' | 'email'>>;
  exceptId?: string;
}): Promise<AppError | null> {
  const matches = [
    values.authPhone ? eq(customers.authPhone, values.authPhone) : undefined,
    values.email ? sql`lower(${customers.email}) = ${values.email.toLowerCase()}` : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return null;
  const [existing] = await db
    .select({ id: customers.id, authPhone: customers.authPhone })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), or(...matches), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
  if (!existing) return null;
  const field = values.authPhone && existing.authPhone === values.authPhone ? 'phone' : 'email';
  return new AppError(
    'CONFLICT',
    field === 'phone' ? CUSTOMER_MESSAGES.duplicatePhone : CUSTOMER_MESSAGES.duplicateEmail,
    { field, customerId: existing.id },
  );
}

/** The API shape of a customer row; the PIN hash never leaves the server. */
export function toCustomer(row: typeof customers.$inferSelect): TCustomer {
  return {
    id: row.id,
    uniqueCustomerId: row.uniqueCustomerId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    birthday: row.birthday,
    totalPoints: row.totalPoints,
    lifetimePointsEarned: row.lifetimePointsEarned,
    totalVisits: row.totalVisits,
    optedInSms: row.optedInSms,
    optedInEmail: row.optedInEmail,
    portalEnabled: row.portalEnabled,
    createdAt: row.createdAt.toISOString(),
    memberSince: row.memberSince,
  };
}

/** The detail page's customer: whether a PIN is set (the hash itself never leaves the server) and the last sign-in. */
export function toCustomerDetail(row: typeof customers.$inferSelect): TCustomerDetail {
  return {
    ...toCustomer(row),
    pinSet: row.authPin !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    deletionRequestedAt: row.deletionRequestedAt?.toISOString() ?? null,
    deletionDueAt: row.deletionRequestedAt ? deletionDueOn(row.deletionRequestedAt).toISOString() : null,
  };
}
