import {
  describeProgram,
  emailConsentText,
  SIGNUP_FORM_NOT_FOUND_MESSAGE,
  smsConsentText,
  type TProgram,
  type TSignupFormInfo,
} from '@regulars/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, loyaltyPrograms, qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toProgram } from '../programs/to-program.ts';

export type TSignupFormTarget = {
  qrCodeId: string;
  businessId: string;
  businessName: string;
  locationName: string | null;
};

const notFound = () => new AppError('NOT_FOUND', SIGNUP_FORM_NOT_FOUND_MESSAGE);

/** The active QR code behind a sign-up link and its business; 404 for an unknown or inactive code. */
export async function findSignupTarget(
  db: TExecutor,
  code: string,
  opts: { countScan?: boolean; lock?: boolean } = {},
): Promise<TSignupFormTarget> {
  // Real codes are under 100 characters; anything far longer is not worth a query.
  if (code.length > 200) throw notFound();
  const where = and(eq(qrCodes.code, code), eq(qrCodes.active, true));
  const rows = opts.countScan
    ? await db
        .update(qrCodes)
        .set({ scanCount: sql`${qrCodes.scanCount} + 1` })
        .where(where)
        .returning({ id: qrCodes.id, businessId: qrCodes.businessId, locationName: qrCodes.locationName })
    : opts.lock
      ? await db
          .select({ id: qrCodes.id, businessId: qrCodes.businessId, locationName: qrCodes.locationName })
          .from(qrCodes)
          .where(where)
          .for('update')
      : await db
          .select({ id: qrCodes.id, businessId: qrCodes.businessId, locationName: qrCodes.locationName })
          .from(qrCodes)
          .where(where);
  const qr = rows[0];
  if (!qr) throw notFound();
  const [business] = await db
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, qr.businessId))
    .limit(1);
  if (!business) throw notFound();
  return { qrCodeId: qr.id, businessId: qr.businessId, businessName: business.name, locationName: qr.locationName };
}

/** The business's active programs, oldest first (the order they were launched in). */
export async function activePrograms(db: TExecutor, businessId: string): Promise<TProgram[]> {
  const rows = await db
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.status, 'active')))
    .orderBy(asc(loyaltyPrograms.createdAt), asc(loyaltyPrograms.id));
  return rows.map(toProgram);
}

export function welcomePointsOf(programs: TProgram[]): number {
  return programs.reduce((sum, p) => sum + (p.type === 'points' ? p.config.welcomeBonus : 0), 0);
}

/** What the public form shows; visiting it counts one scan of the code. */
export async function openSignupForm(opts: { db: TExecutor; code: string }): Promise<TSignupFormInfo> {
  const target = await findSignupTarget(opts.db, opts.code, { countScan: true });
  const programs = await activePrograms(opts.db, target.businessId);
  return {
    businessName: target.businessName,
    locationName: target.locationName,
    programs: programs.map((p) => ({ name: p.name, type: p.type, summary: describeProgram(p) })),
    welcomePoints: welcomePointsOf(programs),
    consent: { sms: smsConsentText(target.businessName), email: emailConsentText(target.businessName) },
  };
}
