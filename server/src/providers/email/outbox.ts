import type { TDb } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { OUTBOX_PROVIDER } from '../../providers/outbox-provider.ts';
import { storeOutboxBatch, type TOutboxRow } from '../../providers/store-outbox-batch.ts';
import { ProviderRejection } from '../provider-rejection.ts';
import type { TEmailMessage, TEmailProvider } from './types.ts';

/** The default provider: stores the message exactly as it would be sent, for the super admin's outbox. */
export function outboxEmailProvider(db: TDb): TEmailProvider {
  return {
    name: OUTBOX_PROVIDER,
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values(asOutboxRow(message))
        .returning({ id: outboxMessages.id })
        .catch((err) => {
          // Nothing was stored, so nothing went out: another try is safe.
          throw new ProviderRejection('The outbox could not store the message', { retryable: true, cause: err });
        });
      return { messageId: row.id };
    },
    storeMany: (tx, messages) => storeOutboxBatch(tx, messages.map(asOutboxRow)),
  };
}

/** An email as the outbox keeps it. */
function asOutboxRow(m: TEmailMessage): TOutboxRow {
  return {
    channel: 'email',
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
    fromName: m.fromName ?? null,
    businessId: m.businessId ?? null,
  };
}
