import { eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses, communicationLogs } from '../db/schema/index.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { emailHtml } from './email-html.ts';
import type { TOpenTracking } from './tracking-token.ts';

type TLogFields = {
  businessId: string;
  customerId: string;
  templateId: string;
  templateName: string;
  metadata: Record<string, unknown>;
};

export type TLoggedEmailResult = { status: 'sent'; messageId: string } | { status: 'failed'; error: string };

/**
 * One email to a customer, logged in communication_logs. The log row is written 'pending' first, because the open
 * pixel's token names it; then the provider is called (text, and an HTML part: the body, with the pixel when the
 * business tracks opens), then the row becomes 'sent' with the provider's message id, or 'failed' with its error.
 * `onSent` runs in the transaction that marks it sent (the quick email pays for the send there).
 *
 * A crash after the provider took the message leaves the row 'pending': a retried trigger finds it and does not send
 * the occasion again, and the history shows it as pending rather than pretending to know.
 */
export async function sendLoggedEmail({
  db,
  email,
  tracking,
  log,
  to,
  subject,
  body,
  onSent,
}: {
  db: TDb;
  email: TEmailProvider;
  tracking: TOpenTracking;
  log: TLogFields;
  to: string;
  subject: string;
  /** The message as text (also what the log keeps) and the inside of its HTML part (renderEmailBody). */
  body: { text: string; html: string };
  onSent?: (tx: TExecutor) => Promise<void>;
}): Promise<TLoggedEmailResult> {
  const [business] = await db
    .select({ tracked: businesses.emailTrackingEnabled })
    .from(businesses)
    .where(eq(businesses.id, log.businessId));
  const [row] = await db
    .insert(communicationLogs)
    .values({ ...log, type: 'email', subject, content: body.text, status: 'pending', provider: email.name })
    .returning({ id: communicationLogs.id });
  const html = emailHtml(body.html, business?.tracked ? tracking.pixelUrl(row.id) : undefined);
  let messageId: string;
  let provider = email.name;
  try {
    const sent = await email.send({ to, subject, text: body.text, html, businessId: log.businessId });
    messageId = sent.messageId;
    provider = sent.provider ?? provider;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db
      .update(communicationLogs)
      .set({ status: 'failed', metadata: { ...log.metadata, error } })
      .where(eq(communicationLogs.id, row.id));
    return { status: 'failed', error };
  }
  const markSent = (tx: TExecutor) =>
    tx
      .update(communicationLogs)
      .set({ status: 'sent', provider, metadata: { ...log.metadata, messageId } })
      .where(eq(communicationLogs.id, row.id));
  try {
    await db.transaction(async (tx) => {
      await markSent(tx);
      await onSent?.(tx);
    });
  } catch (err) {
    // The provider has the message: the log says so even when what follows the send failed.
    await markSent(db);
    throw err;
  }
  return { status: 'sent', messageId };
}
