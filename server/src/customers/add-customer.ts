import { normalizeReferralCode, REFERRAL_MESSAGES, type TAddCustomer, type TCustomer } from '@regulars/contracts';
import type { TDb, TTx } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import type { TFingerprints } from '../platform/fingerprints.ts';
import { findReferrer, recordReferral } from '../referrals/index.ts';
import { createCustomer } from './create-customer.ts';

/**
 * The business adds one customer by hand: createCustomer in a transaction of its own (its welcome job commits with
 * it). A referral code given at the counter makes the new customer that customer's referral, in the same transaction;
 * a code that is nobody's here, or given while refer-a-friend is off, is refused and nothing is added.
 */
export async function addCustomer({
  db,
  queue,
  fingerprints,
  businessId,
  input,
  phoneRegion,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  fingerprints: TFingerprints;
  businessId: string;
  input: TAddCustomer;
  phoneRegion: string;
}): Promise<TCustomer> {
  const { referralCode, ...fields } = input;
  return db.transaction(async (tx) => {
    const customer = await createCustomer({ tx, businessId, input: fields, queue, phoneRegion });
    if (referralCode) await referCustomer({ tx, fingerprints, businessId, customer, typed: referralCode });
    return customer;
  });
}

async function referCustomer({
  tx,
  fingerprints,
  businessId,
  customer,
  typed,
}: {
  tx: TTx;
  fingerprints: TFingerprints;
  businessId: string;
  customer: TCustomer;
  typed: string;
}): Promise<void> {
  const refuse = (message: string) => new AppError('VALIDATION', message, { referralCode: [message] });
  if (!normalizeReferralCode(typed)) throw refuse(REFERRAL_MESSAGES.codeInvalid);
  const referrer = await findReferrer({ db: tx, typed, businessId });
  if (!referrer) throw refuse(REFERRAL_MESSAGES.codeNotFound);
  const recorded = await recordReferral({ tx, fingerprints, referrer, friend: customer, via: 'counter' });
  if (!recorded) throw refuse(REFERRAL_MESSAGES.codeWhileOff);
}
