import { languageFor, normalizePhone, phoneDigits, type TLanguage } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, customers } from '../db/schema/index.ts';

/** The portal's key for a typed phone: the E.164 number's digits (customers.auth_phone), or null if not a number. */
export function portalPhoneKey(raw: string, region: string): string | null {
  const e164 = normalizePhone(raw, region);
  return e164 ? phoneDigits(e164) : null;
}

export type TPhoneCustomer = {
  id: string;
  businessId: string;
  businessName: string;
  phone: string | null;
  authPin: string | null;
  portalEnabled: boolean;
  /** The business is suspended by a super admin: its customers cannot use the portal meanwhile. */
  businessSuspended: boolean;
  /** What the customer is spoken to in there (their choice, else the business's). */
  language: TLanguage;
};

/**
 * Every business's customer with this phone, oldest membership first (that business is "the first"); on a business's
 * own domain (`onlyBusinessId`) that business's only.
 */
export async function findPhoneCustomers({
  db,
  authPhone,
  onlyBusinessId = null,
}: {
  db: TExecutor;
  authPhone: string;
  onlyBusinessId?: string | null;
}): Promise<TPhoneCustomer[]> {
  const rows = await db
    .select({
      id: customers.id,
      businessId: customers.businessId,
      businessName: customerFacingName,
      phone: customers.phone,
      authPin: customers.authPin,
      portalEnabled: customers.portalEnabled,
      suspendedAt: businesses.suspendedAt,
      closedAt: businesses.closedAt,
      knownLanguage: customers.language,
      locale: businesses.locale,
    })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(
      and(
        eq(customers.authPhone, authPhone),
        onlyBusinessId === null ? undefined : eq(customers.businessId, onlyBusinessId),
      ),
    )
    .orderBy(asc(customers.createdAt), asc(customers.id));
  return rows.map(({ suspendedAt, closedAt, knownLanguage, locale, ...row }) => ({
    ...row,
    businessSuspended: suspendedAt !== null || closedAt !== null,
    language: languageFor({ language: knownLanguage }, { locale }),
  }));
}
