import { languageOfLocale, type TUnsubscribeState, unsubscribeWords } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getPublicBrand } from '../branding/index.ts';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, campaigns, communicationLogs, customers } from '../db/schema/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';

/** The email a signed unsubscribe link came in: its business and customer, and whether they already left. */
export async function readUnsubscribe({
  db,
  logId,
  appUrl,
  onlyBusinessId = null,
}: {
  db: TDb;
  logId: string;
  appUrl: string;
  /** On a business's own domain: another business's email is unknown there (platform/host-business.ts). */
  onlyBusinessId?: string | null;
}): Promise<TUnsubscribeState | null> {
  return (await findUnsubscribe({ db, logId, appUrl, onlyBusinessId }))?.state ?? null;
}

/**
 * The link names no business: this one lookup by the message id finds it (and the customer); the rest is scoped. The
 * page wears the business's brand.
 */
async function findUnsubscribe({
  db,
  logId,
  appUrl,
  onlyBusinessId,
}: {
  db: TDb;
  logId: string;
  appUrl: string;
  onlyBusinessId: string | null;
}) {
  const [row] = await db
    .select({
      businessId: communicationLogs.businessId,
      customerId: communicationLogs.customerId,
      businessName: customerFacingName,
      email: customers.email,
      optedIn: customers.optedInEmail,
      deletedAt: customers.deletedAt,
      locale: businesses.locale,
    })
    .from(communicationLogs)
    .innerJoin(businesses, eq(businesses.id, communicationLogs.businessId))
    .innerJoin(
      customers,
      and(eq(customers.id, communicationLogs.customerId), eq(customers.businessId, communicationLogs.businessId)),
    )
    .where(and(eq(communicationLogs.id, logId), eq(communicationLogs.type, 'email')))
    .limit(1);
  if (!row || (onlyBusinessId !== null && row.businessId !== onlyBusinessId)) return null;
  const unsubscribed = !row.optedIn || !!row.deletedAt;
  const brand = await getPublicBrand({ db, businessId: row.businessId, appUrl });
  const email = maskEmail(row.email);
  // The page speaks the business's language.
  const language = languageOfLocale(row.locale);
  const words = unsubscribeWords(translatorFor(language).t, { business: row.businessName, email });
  const state: TUnsubscribeState = { businessName: row.businessName, brand, email, unsubscribed, language, words };
  return { state, businessId: row.businessId, customerId: row.customerId };
}

/**
 * Unsubscribes the customer an email went to from that business's email (opted_in_email off, the moment kept for
 * analytics). The signed link is the capability: no session. Repeating it changes nothing. Null for an unknown log.
 */
export async function unsubscribeEmail({
  db,
  logId,
  appUrl,
  onlyBusinessId = null,
}: {
  db: TDb;
  logId: string;
  appUrl: string;
  /** On a business's own domain: another business's email is unknown there (platform/host-business.ts). */
  onlyBusinessId?: string | null;
}): Promise<TUnsubscribeState | null> {
  const found = await findUnsubscribe({ db, logId, appUrl, onlyBusinessId });
  if (!found) return null;
  const { state, businessId, customerId } = found;
  // The inner join found the customer: an email always has one.
  if (!state.unsubscribed && customerId) {
    await db.transaction(async (tx) => {
      const [customer] = await tx
        .update(customers)
        .set({ optedInEmail: false, emailUnsubscribedAt: new Date() })
        .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)))
        .returning({ optedInSms: customers.optedInSms });
      await emitWebhookEvents({
        tx,
        queue: undefined,
        businessId,
        events: [
          {
            type: 'consent.changed',
            customerId,
            data: { optedInEmail: false, optedInSms: customer?.optedInSms ?? null, source: 'email_unsubscribe' },
          },
        ],
      });
    });
    // The campaign this email belongs to counts the unsubscribe in its results.
    const [counted] = await db
      .update(communicationLogs)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(communicationLogs.businessId, businessId),
          eq(communicationLogs.id, logId),
          isNull(communicationLogs.unsubscribedAt),
        ),
      )
      .returning({ campaignId: communicationLogs.campaignId });
    if (counted?.campaignId) {
      await db
        .update(campaigns)
        .set({ unsubscribedCount: sql`${campaigns.unsubscribedCount} + 1` })
        .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, counted.campaignId)));
    }
  }
  return { ...state, unsubscribed: true };
}

/** r•••@example.com: enough for the reader to know it is theirs, not enough to harvest from a forwarded link. */
function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  return at <= 0 ? null : `${email[0]}•••${email.slice(at)}`;
}
