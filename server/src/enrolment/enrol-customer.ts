import {
  ALREADY_MEMBER_MESSAGE,
  ENROLMENT_CLOSED_MESSAGE,
  emailConsentText,
  smsConsentText,
  type TEnrolmentResponse,
  type ZEnrolmentRequest,
} from '@regulars/contracts';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createCustomer } from '../customers/create-customer.ts';
import type { TDb } from '../db/client.ts';
import { customerConsents, qrCodes } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { joinPrograms } from '../loyalty/join-programs.ts';
import { AppError } from '../platform/errors.ts';
import { listActivePrograms } from '../programs/list-active-programs.ts';
import { findSignupTarget } from './find-signup-target.ts';

export const EMAIL_TAKEN_MESSAGE =
  'This email address is already used by another member. Use a different email, or leave it blank.';

const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

type TEnrolmentInput = z.output<typeof ZEnrolmentRequest>;

/**
 * A customer joins through a QR code's sign-up form, all in one transaction: the customer (via
 * createCustomer: id, phone, usage count, plan limit, welcome job), the consents with their
 * wording, time and IP, a progress row in every active program with any welcome bonus, and the
 * code's sign-up count. Anything failing leaves nothing behind. A bot that fills the hidden
 * `website` field is answered like a success, and nothing is written.
 */
export async function enrolCustomer({
  db,
  queue,
  code,
  input,
  request,
  phoneRegion,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  code: string;
  input: TEnrolmentInput;
  request: { ip: string; userAgent: string | null };
  /** Region for numbers written without a country code (DEFAULT_PHONE_REGION). */
  phoneRegion: string;
}): Promise<TEnrolmentResponse> {
  if (input.website?.trim()) {
    // A bot filled the hidden field: answer like a success so it learns nothing, write nothing.
    const target = await findSignupTarget({ db, code });
    return { status: 'enrolled', businessName: target.businessName, firstName: null, programs: [], welcomePoints: 0 };
  }
  // Hashing is slow on purpose (scrypt): do it before the transaction holds any lock.
  const pinHash = await hashPassword(input.pin);

  return db.transaction(async (tx) => {
    const target = await findSignupTarget({ db: tx, code, lock: true });
    const smsWording = smsConsentText(target.businessName);
    const emailWording = emailConsentText(target.businessName);
    const optedInSms = input.smsConsent;
    // Email consent means nothing without an address to send to.
    const optedInEmail = input.emailConsent && Boolean(input.email);

    let customer: Awaited<ReturnType<typeof createCustomer>>;
    try {
      customer = await createCustomer({
        tx,
        businessId: target.businessId,
        queue,
        phoneRegion,
        input: {
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          email: input.email ?? null,
          phone: input.phone,
          birthday: input.birthday ?? null,
          optedInSms,
          optedInEmail,
          pinHash,
        },
      });
    } catch (err) {
      throw publicError(err);
    }

    const consents = [
      optedInSms ? { channel: 'sms' as const, wording: smsWording } : null,
      optedInEmail ? { channel: 'email' as const, wording: emailWording } : null,
    ].filter((c) => c !== null);
    if (consents.length > 0) {
      await tx.insert(customerConsents).values(
        consents.map((c) => ({
          ...c,
          businessId: target.businessId,
          customerId: customer.id,
          ipAddress: request.ip,
          userAgent: request.userAgent?.slice(0, 500) ?? null,
          source: 'signup_form',
          qrCodeId: target.qrCodeId,
        })),
      );
    }

    const programs = await listActivePrograms({ db: tx, businessId: target.businessId });
    const { welcomePoints } = await joinPrograms({
      tx,
      businessId: target.businessId,
      customerId: customer.id,
      programs,
    });

    await tx
      .update(qrCodes)
      .set({ signupCount: sql`${qrCodes.signupCount} + 1` })
      .where(eq(qrCodes.id, target.qrCodeId));

    return {
      status: 'enrolled' as const,
      businessName: target.businessName,
      firstName: customer.firstName,
      programs: programs.map((p) => p.name),
      welcomePoints,
    };
  });
}

/** createCustomer speaks to the business owner; the public form needs words for the customer. */
function publicError(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.code === 'CONFLICT') {
    const field = (err.details as { field?: string } | undefined)?.field;
    if (field === 'email') return new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { field: 'email' });
    return new AppError('CONFLICT', ALREADY_MEMBER_MESSAGE, { field: 'phone', alreadyMember: true });
  }
  if (err.code === 'PLAN_LIMIT') return new AppError('FORBIDDEN', ENROLMENT_CLOSED_MESSAGE);
  if (err.code === 'VALIDATION') {
    const field = (err.details as { field?: string } | undefined)?.field;
    const message = field === 'phone' ? INVALID_PHONE_MESSAGE : err.message;
    return new AppError('VALIDATION', message, field ? { [field]: [message] } : undefined);
  }
  return err;
}
