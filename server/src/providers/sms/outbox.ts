import type { TExecutor } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { OUTBOX_PROVIDER } from '../../providers/outbox-provider.ts';
import { storeOutboxBatch } from '../../providers/store-outbox-batch.ts';
import { ProviderRejection } from '../provider-rejection.ts';
import type { TSmsProvider } from './types.ts';

/** The default provider: stores the message exactly as it would be sent, for the super admin's outbox. */
export function outboxSmsProvider(db: TExecutor): TSmsProvider {
  return {
    name: OUTBOX_PROVIDER,
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: 'sms', to: message.to, text: message.body, businessId: message.businessId ?? null })
        .returning({ id: outboxMessages.id })
        .catch((err) => {
          // Nothing was stored, so nothing went out: another try is safe.
          throw new ProviderRejection('The outbox could not store the message', { retryable: true, cause: err });
        });
      return { providerMessageId: row.id };
    },
    storeMany: (tx, messages) =>
      storeOutboxBatch(
        tx,
        messages.map((m) => ({
          channel: 'sms',
          to: m.to,
          subject: null,
          text: m.body,
          html: null,
          businessId: m.businessId ?? null,
        })),
      ),
  };
}
