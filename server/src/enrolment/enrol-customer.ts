import {
  ENROLMENT_CLOSED_MESSAGE,
  emailConsentText,
  languageOfLocale,
  phoneDigits,
  smsConsentText,
  type TEnrolmentResponse,
  type ZEnrolmentRequest,
} from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CUSTOMER_JOBS, createCustomer } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customerConsents, qrCodes } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { joinPrograms } from '../loyalty/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TFingerprints } from '../platform/fingerprints.ts';
import type { TLogger } from '../platform/logger.ts';
import { hashPassword } from '../platform/password-hash.ts';
import { listActivePrograms } from '../programs/index.ts';
import { findReferrer, recordReferral } from '../referrals/index.ts';
import { countDailyEnrolment, isDailyLimitError, refuseWhenCeilingSpent } from './daily-ceiling.ts';
import { findSignupTarget, type TSignupFormTarget } from './find-signup-target.ts';
import { notifyCeilingReached } from './notify-ceiling-reached.ts';
import { welcomePointsOf } from './open-signup-form.ts';
import { businessesJoinedToday, MAX_WELCOMED_BUSINESSES_PER_DAY } from './phone-spread.ts';

export const EMAIL_TAKEN_MESSAGE =
  'This email address is already used by another member. Use a different email, or leave it blank.';

const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

type TEnrolmentInput = z.output<typeof ZEnrolmentRequest>;

/** Thrown out of the transaction (rolling it back) when the phone is already a member of the business. */
class AlreadyMember extends Error {
  constructor(readonly target: TSignupFormTarget) {
    super('already a member');
  }
}

/**
 * A customer joins through a QR code's sign-up form, all in one transaction: the customer (via
 * createCustomer: id, phone, usage count, plan limit), the consents with their wording, time and IP, a
 * progress row in every active program with any welcome bonus, the code's sign-up count, today's count
 * against the form's daily ceiling (past it: 429, nothing written) and the welcome job, whose text is withheld
 * when the number joined more than MAX_WELCOMED_BUSINESSES_PER_DAY businesses in 24 hours (the email still goes).
 * Anything failing leaves nothing behind.
 *
 * A form must not tell strangers who is a member: a phone that already is one, and a bot that fills the hidden
 * `website` field, are answered exactly like a new member, and nothing is written (the member's PIN, name,
 * email and opt-ins stay as they were; no second welcome; nothing counted against the ceiling). So the answer holds
 * no wallet link: a new member's would open their card and a member's must not be handed to whoever typed the
 * number, and links on no one's card answer 404. The page gets the card with the PIN just chosen, through the
 * portal's sign-in (and its PIN limits), like any member.
 */
export async function enrolCustomer({
  db,
  queue,
  logger,
  fingerprints,
  appUrl,
  code,
  input,
  request,
  phoneRegion,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  logger: TLogger;
  /** Recognises a deleted customer's phone (a friend who was a customer before never qualifies). */
  fingerprints: TFingerprints;
  /** The app's address, for the settings link in the owner's email. */
  appUrl: string;
  code: string;
  input: TEnrolmentInput;
  request: { ip: string; userAgent: string | null };
  /** DEFAULT_PHONE_REGION: numbers written without a country code are read in the business's country, else this. */
  phoneRegion: string;
}): Promise<TEnrolmentResponse> {
  if (input.website?.trim()) {
    // A bot filled the hidden field: answer like a success so it learns nothing, write nothing.
    const target = await findSignupTarget({ db, code });
    return {
      status: 'enrolled',
      businessName: target.businessName,
      firstName: null,
      programs: [],
      welcomePoints: 0,
    };
  }
  // Hashing is slow on purpose (scrypt): do it before the transaction holds any lock, and for members too.
  const pinHash = await hashPassword(input.pin);

  try {
    return await db.transaction(async (tx) => {
      const target = await findSignupTarget({ db: tx, code, lock: true });
      await refuseWhenCeilingSpent({ db: tx, businessId: target.businessId, limit: target.dailyLimit });
      // The wording stored is the one the form showed: in the business's language.
      const speaks = translatorFor(languageOfLocale(target.money.locale));
      const smsWording = smsConsentText(target.businessName, speaks);
      const emailWording = emailConsentText(target.businessName, speaks);
      const optedInSms = input.smsConsent;
      // Email consent means nothing without an address to send to.
      const optedInEmail = input.emailConsent && Boolean(input.email);

      let customer: Awaited<ReturnType<typeof createCustomer>>;
      try {
        customer = await createCustomer({
          tx,
          businessId: target.businessId,
          queue,
          phoneRegion: target.country ?? phoneRegion,
          welcome: false,
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
        if (isPhoneTaken(err)) throw new AlreadyMember(target);
        throw publicError(err);
      }

      // Past the ceiling this throws, and the rollback takes back the customer and the count.
      const today = await countDailyEnrolment({ tx, businessId: target.businessId, limit: target.dailyLimit });
      if (today >= target.dailyLimit) {
        await notifyCeilingReached({ db: tx, queue, businessId: target.businessId, limit: target.dailyLimit, appUrl });
      }

      const joined = customer.phone ? await businessesJoinedToday({ tx, authPhone: phoneDigits(customer.phone) }) : 0;
      // A number joining everywhere at once is someone else's or a script's: its welcome text is ours to pay for.
      const smsWithheld = joined > MAX_WELCOMED_BUSINESSES_PER_DAY;
      if (smsWithheld) {
        logger.info(
          { businessId: target.businessId, customerId: customer.id, businessesJoined: joined },
          'welcome text withheld: the number joined too many businesses today',
        );
      }
      await queue.send(
        CUSTOMER_JOBS.sendWelcome,
        { businessId: target.businessId, customerId: customer.id, smsWithheld },
        { tx },
      );

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
        locationId: target.locationId,
      });

      // Joined through a friend's link: the referral, held when a fraud rule says so. A code that is nobody's here
      // changes nothing (the form showed no invitation for it).
      const referrer = input.referralCode
        ? await findReferrer({ db: tx, typed: input.referralCode, businessId: target.businessId })
        : null;
      if (referrer) {
        await recordReferral({ tx, fingerprints, referrer, friend: customer, via: 'link' });
      }

      await tx
        .update(qrCodes)
        .set({ signupCount: sql`${qrCodes.signupCount} + 1` })
        .where(and(eq(qrCodes.businessId, target.businessId), eq(qrCodes.id, target.qrCodeId)));

      return {
        status: 'enrolled' as const,
        businessName: target.businessName,
        firstName: customer.firstName,
        programs: programs.map((p) => p.name),
        welcomePoints,
      };
    });
  } catch (err) {
    if (err instanceof AlreadyMember) return answerAsEnrolled({ db, target: err.target, input });
    if (isDailyLimitError(err)) await notifyAfterRefusal({ db, queue, code, appUrl });
    throw err;
  }
}

/** What a new member with this input would have been told: the same shape and words, from nothing stored. */
async function answerAsEnrolled({
  db,
  target,
  input,
}: {
  db: TDb;
  target: TSignupFormTarget;
  input: TEnrolmentInput;
}): Promise<TEnrolmentResponse> {
  const programs = await listActivePrograms({ db, businessId: target.businessId });
  return {
    status: 'enrolled',
    businessName: target.businessName,
    firstName: input.firstName ?? null,
    programs: programs.map((p) => p.name),
    welcomePoints: welcomePointsOf(programs),
  };
}

/** A guest was turned away: the owner hears of it (once a day) even when the limit was lowered below today's count. */
async function notifyAfterRefusal({
  db,
  queue,
  code,
  appUrl,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  code: string;
  appUrl: string;
}): Promise<void> {
  const target = await findSignupTarget({ db, code });
  await notifyCeilingReached({ db, queue, businessId: target.businessId, limit: target.dailyLimit, appUrl });
}

function isPhoneTaken(err: unknown): boolean {
  if (!(err instanceof AppError) || err.code !== 'CONFLICT') return false;
  return (err.details as { field?: string } | undefined)?.field !== 'email';
}

/** createCustomer speaks to the business owner; the public form needs words for the customer. */
function publicError(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.code === 'CONFLICT') return new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { field: 'email' });
  if (err.code === 'PLAN_LIMIT') return new AppError('FORBIDDEN', ENROLMENT_CLOSED_MESSAGE);
  if (err.code === 'VALIDATION') {
    const field = (err.details as { field?: string } | undefined)?.field;
    const message = field === 'phone' ? INVALID_PHONE_MESSAGE : err.message;
    return new AppError('VALIDATION', message, field ? { [field]: [message] } : undefined);
  }
  return err;
}
