import { EMAIL_PATTERN, normalizePhone, TILL_CONSENT_SOURCES, tillConsentWording } from '@regulars/contracts';
import { createCustomer } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customerConsents } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import type { TTillConnectionRow } from './connection-row.ts';
import { matchTillCustomer, type TTillContact } from './match-customer.ts';

const CHANNELS = ['email', 'sms'] as const;

/**
 * The till's customer, whom no Regulars customer matches, added as a customer of the business (as the business adds
 * one: their name, email and phone, the welcome) when they agreed to marketing at the till on a channel they can be
 * reached on: opted in, with a consent row (source till_square / till_shopify), on exactly the channels they agreed
 * to. The customer and their consents are written in one transaction. Answers the customer's id; null when they did
 * not agree (nothing is written) or cannot be added (the plan's customer limit, a contact Regulars cannot take): the
 * sale then waits at the counter like any other. Only for a connection whose owner turned createCustomers on.
 *
 * Two workers settling the same sale at once add one customer: createCustomer locks the business's row before it
 * looks for a customer with the same email or phone, so the second waits for the first to commit, then finds its
 * customer and is refused (CONFLICT); and the database's unique keys on (business, lower(email)) and (business,
 * auth_phone) would refuse a second row even so. The second then matches the first's customer: the sale is one row
 * (keyed by its external id) and earns once for them (the ledger's request key).
 */
export async function addTillCustomer({
  db,
  queue,
  connection,
  contact,
  region,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  connection: TTillConnectionRow;
  contact: TTillContact;
  region: string;
}): Promise<string | null> {
  const { businessId, provider } = connection;
  // A contact Regulars cannot take is left out, and with it the consent on its channel.
  const email = contact.email?.trim().toLowerCase() || null;
  const usableEmail = email && email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
  const phone = contact.phone ? normalizePhone(contact.phone, region) : null;
  const agreed = {
    email: contact.marketing.email && usableEmail !== null,
    sms: contact.marketing.sms && phone !== null,
  };
  if (!agreed.email && !agreed.sms) return null;
  const name = (text: string | null) => text?.trim().slice(0, 200) || null;
  try {
    return await db.transaction(async (tx) => {
      const customer = await createCustomer({
        tx,
        businessId,
        queue,
        phoneRegion: region,
        input: {
          firstName: name(contact.firstName),
          lastName: name(contact.lastName),
          email: usableEmail,
          phone,
          optedInEmail: agreed.email,
          optedInSms: agreed.sms,
        },
      });
      await tx.insert(customerConsents).values(
        CHANNELS.filter((channel) => agreed[channel]).map((channel) => ({
          businessId,
          customerId: customer.id,
          channel,
          wording: tillConsentWording(provider, channel),
          source: TILL_CONSENT_SOURCES[provider],
        })),
      );
      return customer.id;
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // Another worker (the same sale's other event) added them first: theirs is the customer.
    if (err.code === 'CONFLICT') {
      const found = await matchTillCustomer({ db, businessId, email: usableEmail, phone, region });
      return found ?? customerIdOf(err.details);
    }
    if (err.code === 'PLAN_LIMIT' || err.code === 'VALIDATION') return null;
    throw err;
  }
}

const customerIdOf = (details: unknown): string | null =>
  typeof details === 'object' && details !== null && 'customerId' in details && typeof details.customerId === 'string'
    ? details.customerId
    : null;
