import type { TDb } from '../db/client.ts';
import { communicationLogs } from '../db/schema/index.ts';
import type { TOutgoingMessage } from './queue-message.ts';

/**
 * An automatic message that could not be queued (no postal address, the plan cannot pay), logged failed with the
 * reason under its send key: the history says why, and the same occasion is not tried again.
 */
export async function logRefusedMessage(db: TDb, message: TOutgoingMessage, error: string): Promise<void> {
  await db
    .insert(communicationLogs)
    .values({
      businessId: message.businessId,
      customerId: message.customerId,
      type: message.channel,
      templateId: message.template.id,
      templateName: message.template.name,
      subject: message.subject ?? null,
      content: message.text,
      status: 'failed',
      sendKey: message.sendKey,
      metadata: { ...message.metadata, error },
    })
    .onConflictDoNothing({ target: [communicationLogs.businessId, communicationLogs.sendKey] });
}
