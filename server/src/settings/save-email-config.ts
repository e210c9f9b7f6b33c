import { SETTINGS_MESSAGES, type TEmailConfig, type TSaveEmailConfig } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, integrations } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { findSendgridRow, readEmailConfig, SENDGRID } from './read-email-config.ts';

/**
 * Saves the SendGrid configuration: From Email, From Name and the switch always; the API key only when one is given
 * (a blank keeps the saved key), encrypted before it is written. The business row is locked so two saves cannot
 * make two rows. Throws VALIDATION when switched on with no key, NOT_FOUND for an unknown business.
 */
export async function saveEmailConfig({
  db,
  secrets,
  businessId,
  input,
}: {
  db: TDb;
  secrets: TSecretBox;
  businessId: string;
  input: TSaveEmailConfig;
}): Promise<TEmailConfig> {
  const sealedKey = input.apiKey ? await secrets.encrypt(input.apiKey) : null;
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    const existing = await findSendgridRow({ db: tx, businessId });
    const keyToKeep = sealedKey ?? existing?.emailConfig.sendgridApiKeyEncrypted;
    if (input.active && !keyToKeep) {
      throw new AppError('VALIDATION', SETTINGS_MESSAGES.activeNeedsKey, {
        apiKey: [SETTINGS_MESSAGES.activeNeedsKey],
      });
    }
    const emailConfig = {
      ...(keyToKeep ? { sendgridApiKeyEncrypted: keyToKeep } : {}),
      fromEmail: input.fromEmail,
      fromName: input.fromName,
    };
    if (existing) {
      await tx.update(integrations).set({ emailConfig, active: input.active }).where(eq(integrations.id, existing.id));
    } else {
      await tx.insert(integrations).values({ businessId, provider: SENDGRID, active: input.active, emailConfig });
    }
    return readEmailConfig({ db: tx, secrets, businessId });
  });
}
