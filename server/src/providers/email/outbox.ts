import type { TDb } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { ProviderRejection } from '../provider-rejection.ts';
import type { TEmailProvider } from './types.ts';

/** The default provider: stores the message exactly as it would be sent, for the super admin's outbox. */
export function outboxEmailProvider(db: TDb): TEmailProvider {
  return {
    name: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          businessId: message.businessId ?? null,
        })
        .returning({ id: outboxMessages.id })
        .catch((err) => {
          // Nothing was stored, so nothing went out: another try is safe.
          throw new ProviderRejection('The outbox could not store the message', { retryable: true, cause: err });
        });
      return { messageId: row.id };
    },
    async storeMany(tx, messages) {
      if (messages.length === 0) return [];
      const rows = await tx
        .insert(outboxMessages)
        .values(
          messages.map((m) => ({
            channel: 'email' as const,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html ?? null,
            businessId: m.businessId ?? null,
          })),
        )
        .returning({ id: outboxMessages.id });
      return rows.map((r) => r.id);
    },
  };
}
