import { normalizePhone } from '@regulars/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, communicationLogs, customers } from '../db/schema/index.ts';
import type { TInboundSms } from '../providers/sms/index.ts';
import { smsIntent } from './sms-keywords.ts';
import { optBackIn, optOut, phoneDigits } from './sms-opt-outs.ts';

/** The replies to STOP, START and HELP (each names the business, as carriers require). */
export const SMS_REPLIES = {
  stop: (business: string) =>
    `${business}: You are unsubscribed and will receive no more messages from us. Reply START to resubscribe.`,
  start: (business: string) =>
    `${business}: You are resubscribed to messages. Msg & data rates may apply. Reply HELP for help, STOP to opt out.`,
  help: (business: string, contact: string) =>
    `${business}: ${contact ? `For help contact ${contact}. ` : ''}Msg & data rates may apply. Reply STOP to opt out.`,
} as const;

/**
 * A text a customer sent to our number. STOP (and its synonyms, or words to that effect) puts the number on the
 * suppression list of the business that texted it, START takes it off, HELP answers with the business's contact;
 * anything else gets no reply. Returns the reply to send back (one per text), or null.
 *
 * One number serves every business, so the business is the one that last texted this number (or, with no message
 * yet, the newest customer record with it). A number nobody knows gets no reply.
 */
export async function handleInboundSms({
  db,
  sms,
  defaultRegion,
}: {
  db: TDb;
  sms: TInboundSms;
  defaultRegion: string;
}): Promise<string | null> {
  const intent = smsIntent(sms.body);
  if (!intent) return null;
  const phone = normalizePhone(sms.from, defaultRegion);
  if (!phone) return null;
  const business = await senderBusiness(db, phone);
  if (!business) return null;
  const { businessId, name } = business;
  if (intent.kind === 'help') {
    return SMS_REPLIES.help(name, [business.contactPhone, business.contactEmail].filter(Boolean).join(' or '));
  }
  if (intent.kind === 'stop') {
    await db.transaction((tx) =>
      optOut(tx, { businessId, phone, source: intent.source, message: sms.body.slice(0, 500) }),
    );
    return SMS_REPLIES.stop(name);
  }
  const reply = SMS_REPLIES.start(name);
  await db.transaction((tx) =>
    optBackIn(tx, { businessId, phone, wording: `Texted "${sms.body.slice(0, 100)}"; told: ${reply}` }),
  );
  return reply;
}

/** The business that last texted this number, else the newest customer record with it. */
async function senderBusiness(db: TDb, phone: string) {
  const [row] = await db
    .select({
      businessId: businesses.id,
      name: businesses.companyName,
      contactPhone: businesses.contactPhone,
      contactEmail: businesses.contactEmail,
    })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.authPhone, phoneDigits(phone)), isNull(customers.deletedAt)))
    .orderBy(
      sql`(select max(${communicationLogs.createdAt}) from ${communicationLogs} where ${communicationLogs.businessId} = ${customers.businessId} and ${communicationLogs.customerId} = ${customers.id} and ${communicationLogs.type} = 'sms') desc nulls last`,
      desc(customers.createdAt),
    )
    .limit(1);
  return row ?? null;
}
