import { normalizePhone } from '@regulars/contracts';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
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

/** How far back a text from a business counts as "they texted this number" when a reply names no business. */
export const INBOUND_WINDOW_DAYS = 30;
const DAY = 86_400_000;
/** Names a reply lists before "and N others" (the confirmation is one SMS, paid by the segment). */
const NAMES_SHOWN = 3;

type TSender = { businessId: string; name: string };

/**
 * A text a customer sent to our number. STOP (and its synonyms, or words to that effect) puts the number on the
 * suppression list of the businesses that texted it, START takes it off, HELP answers with the business's contact;
 * anything else gets no reply. Returns the reply to send back (one per text), or null.
 *
 * One number serves every business, so a reply does not say which business it answers. STOP goes to EVERY business
 * that texted this number in the last 30 days: when two did, neither can capture (or lose) an opt-out meant for the
 * other, and one confirmation names them all. START goes to the same set, so STOP then START leaves the number where
 * it was with each of them. When no business texted it in that time, both go to the business that last texted it
 * (or, with no message yet, the newest customer record with it); HELP always answers for that business. A number
 * nobody knows gets no reply.
 */
export async function handleInboundSms({
  db,
  sms,
  defaultRegion,
  now = new Date(),
}: {
  db: TDb;
  sms: TInboundSms;
  defaultRegion: string;
  now?: Date;
}): Promise<string | null> {
  const intent = smsIntent(sms.body);
  if (!intent) return null;
  const phone = normalizePhone(sms.from, defaultRegion);
  if (!phone) return null;
  if (intent.kind === 'help') {
    const business = await senderBusiness(db, phone);
    if (!business) return null;
    return SMS_REPLIES.help(business.name, [business.contactPhone, business.contactEmail].filter(Boolean).join(' or '));
  }
  const recent = await recentSenders(db, phone, now);
  const last = recent.length > 0 ? null : await senderBusiness(db, phone);
  const senders: TSender[] = recent.length > 0 ? recent : last ? [last] : [];
  if (senders.length === 0) return null;
  const names = listNames(senders.map((b) => b.name));
  if (intent.kind === 'stop') {
    await db.transaction(async (tx) => {
      for (const { businessId } of senders) {
        await optOut(tx, { businessId, phone, source: intent.source, message: sms.body.slice(0, 500) });
      }
    });
    return SMS_REPLIES.stop(names);
  }
  const reply = SMS_REPLIES.start(names);
  await db.transaction(async (tx) => {
    for (const { businessId } of senders) {
      await optBackIn(tx, { businessId, phone, wording: `Texted "${sms.body.slice(0, 100)}"; told: ${reply}` });
    }
  });
  return reply;
}

/** The businesses whose texts (sent or on their way) reached this number in the window, the latest texter first. */
async function recentSenders(db: TDb, phone: string, now: Date): Promise<TSender[]> {
  const lastText = sql`max(${communicationLogs.createdAt})`;
  return db
    .select({ businessId: businesses.id, name: customerFacingName })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .innerJoin(
      communicationLogs,
      and(
        eq(communicationLogs.businessId, customers.businessId),
        eq(communicationLogs.customerId, customers.id),
        eq(communicationLogs.type, 'sms'),
        ne(communicationLogs.status, 'failed'),
        gt(communicationLogs.createdAt, new Date(now.getTime() - INBOUND_WINDOW_DAYS * DAY)),
      ),
    )
    .where(and(eq(customers.authPhone, phoneDigits(phone)), isNull(customers.deletedAt)))
    .groupBy(businesses.id, customerFacingName)
    .orderBy(desc(lastText), businesses.id);
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 others". */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const shown = names.slice(0, NAMES_SHOWN);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}`;
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** The business that last texted this number, else the newest customer record with it. */
async function senderBusiness(db: TDb, phone: string) {
  const [row] = await db
    .select({
      businessId: businesses.id,
      name: customerFacingName,
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
