import { SIGNUP_FORM_NOT_FOUND_MESSAGE, SIGNUP_FORM_SUSPENDED_MESSAGE, type TMoney } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { findBusinessByKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, locations, qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TSignupFormTarget = {
  qrCodeId: string;
  businessId: string;
  businessName: string;
  /** The code's location: a sign-up through it joins the programs there. */
  locationId: string | null;
  locationName: string | null;
  /** Sign-ups the form takes per UTC day (businesses.enrol_daily_limit). */
  dailyLimit: number;
  /** How the form writes its programs' amounts ('1 point per €1'). */
  money: TMoney;
  /** Its country (issue 52): phones typed without a country code are read in it; null: DEFAULT_PHONE_REGION. */
  country: string | null;
};

const notFound = () => new AppError('NOT_FOUND', SIGNUP_FORM_NOT_FOUND_MESSAGE);

/** The form of a business that takes no sign-ups; its locale lets the form's answer say so in its language. */
export class SignupFormPaused extends AppError {
  constructor(readonly locale: string) {
    super('FORBIDDEN', SIGNUP_FORM_SUSPENDED_MESSAGE);
  }
}

/**
 * The active QR code behind a sign-up link and its business; NOT_FOUND for an unknown or inactive code, FORBIDDEN
 * (in a guest's words) while a super admin has the business suspended, before anything is counted.
 * `countScan` counts one scan of the code; `lock` holds the code's row for the caller's transaction.
 */
export async function findSignupTarget({
  db,
  code,
  countScan = false,
  lock = false,
}: {
  db: TExecutor;
  code: string;
  countScan?: boolean;
  lock?: boolean;
}): Promise<TSignupFormTarget> {
  // Real codes are under 100 characters; anything far longer is not worth a query.
  if (code.length > 200) throw notFound();
  // The link names no business: one lookup finds it, and the rest is scoped by it.
  const businessId = await findBusinessByKey({ db, kind: 'qr_code', key: code });
  if (!businessId) throw notFound();
  const query = db
    .select({
      id: qrCodes.id,
      businessId: qrCodes.businessId,
      locationId: locations.id,
      locationName: locations.name,
      businessName: customerFacingName,
      suspendedAt: businesses.suspendedAt,
      closedAt: businesses.closedAt,
      dailyLimit: businesses.enrolDailyLimit,
      currency: businesses.currency,
      locale: businesses.locale,
      country: businesses.country,
    })
    .from(qrCodes)
    .innerJoin(businesses, eq(businesses.id, qrCodes.businessId))
    .leftJoin(locations, and(eq(locations.businessId, qrCodes.businessId), eq(locations.id, qrCodes.locationId)))
    .where(and(eq(qrCodes.businessId, businessId), eq(qrCodes.code, code), eq(qrCodes.active, true)));
  const [row] = lock ? await query.for('update', { of: qrCodes }) : await query;
  if (!row) throw notFound();
  // A closed business (issue 33) takes no sign-ups either, in the same words: guests need not know why.
  if (row.suspendedAt || row.closedAt) throw new SignupFormPaused(row.locale);
  if (countScan) {
    await db
      .update(qrCodes)
      .set({ scanCount: sql`${qrCodes.scanCount} + 1` })
      .where(and(eq(qrCodes.businessId, businessId), eq(qrCodes.id, row.id)));
  }
  return {
    qrCodeId: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    locationId: row.locationId,
    locationName: row.locationName,
    dailyLimit: row.dailyLimit,
    money: { currency: row.currency, locale: row.locale },
    country: row.country,
  };
}
