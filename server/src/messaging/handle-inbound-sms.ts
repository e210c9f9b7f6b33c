import { ENGLISH, languageFor, normalizePhone, type TLanguage, type TTranslator } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, communicationLogs, customers } from '../db/schema/index.ts';
import type { TInboundSms } from '../providers/sms/index.ts';
import { smsIntent } from './sms-keywords.ts';
import { optBackIn, optOut, phoneDigits } from './sms-opt-outs.ts';

type TSays = Pick<TTranslator, 't'>;

/**
 * The replies to STOP, START and HELP (each names the business, as carriers require), in the language of the customer
 * the texter is there (issue 52); the keywords themselves stay STOP, START and HELP.
 */
export const SMS_REPLIES = {
  stop: (business: string, { t }: TSays = ENGLISH) => t('sms.stopReply', { business }),
  start: (business: string, { t }: TSays = ENGLISH) => t('sms.startReply', { business }),
  help: (business: string, contact: string, { t }: TSays = ENGLISH) =>
    contact ? t('sms.helpReply', { business, contact }) : t('sms.helpReplyNoContact', { business }),
} as const;

/** How far back a text from a business counts as "they texted this number" when a reply names no business. */
export const INBOUND_WINDOW_DAYS = 30;
const DAY = 86_400_000;
/** Names a reply lists before "and N others" (the confirmation is one SMS, paid by the segment). */
const NAMES_SHOWN = 3;

type TSender = { businessId: string; name: string; language: string | null; locale: string };

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
    const language = languageFor(business, business);
    const contact = [business.contactPhone, business.contactEmail].filter((c): c is string => Boolean(c));
    return SMS_REPLIES.help(business.name, listIn(language, contact, 'disjunction'), translatorFor(language));
  }
  const recent = await recentSenders(db, phone, now);
  const last = recent.length > 0 ? null : await senderBusiness(db, phone);
  const senders: TSender[] = recent.length > 0 ? recent : last ? [last] : [];
  const [latest] = senders;
  if (!latest) return null;
  // Said in the language of the customer the texter is at the business that texted them last.
  const language = languageFor(latest, latest);
  const words = translatorFor(language);
  const names = listNames(
    senders.map((b) => b.name),
    language,
  );
  if (intent.kind === 'stop') {
    await db.transaction(async (tx) => {
      for (const { businessId } of senders) {
        await optOut(tx, { businessId, phone, source: intent.source, message: sms.body.slice(0, 500) });
      }
    });
    return SMS_REPLIES.stop(names, words);
  }
  const reply = SMS_REPLIES.start(names, words);
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
    .select({
      businessId: businesses.id,
      name: customerFacingName,
      language: customers.language,
      locale: businesses.locale,
    })
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
    .groupBy(businesses.id, customerFacingName, customers.language, businesses.locale)
    .orderBy(desc(lastText), businesses.id);
}

/**
 * "A and B", "A, B and C" (or "A or B"), as the language writes a list (Intl.ListFormat; English without the serial
 * comma, as the replies always read).
 */
function listIn(language: TLanguage, items: string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type }).format(items);
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 others", in the reply's language. */
export function listNames(names: string[], language: TLanguage = 'en'): string {
  if (names.length <= NAMES_SHOWN) return listIn(language, names);
  const shown = names.slice(0, NAMES_SHOWN);
  const { t } = translatorFor(language);
  return t('sms.namesAndOthers', { names: shown.join(', '), count: names.length - shown.length });
}

/** The business that last texted this number, else the newest customer record with it. */
async function senderBusiness(db: TDb, phone: string) {
  const [row] = await db
    .select({
      businessId: businesses.id,
      name: customerFacingName,
      language: customers.language,
      locale: businesses.locale,
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
