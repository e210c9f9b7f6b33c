import type { TDb } from '../db/client.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { sendgridEmailProvider } from '../providers/email/sendgrid.ts';
import type { TEmailMessage, TEmailProvider } from '../providers/email/types.ts';
import { findSendgridRow } from './read-email-config.ts';

/**
 * The platform's email provider, except for a business whose own SendGrid configuration (the deprecated /settings
 * card) is switched on with a key: its mail goes through its account, from its From Email and From Name. Read per
 * send, so a change in /settings applies to the next message in every process. A key that no longer opens (the app
 * secret changed) falls back to the platform's provider.
 */
export function withBusinessSendgrid(
  platform: TEmailProvider,
  deps: { db: TDb; secrets: TSecretBox; apiBase?: string },
): TEmailProvider {
  return {
    name: platform.name,
    async send(message) {
      const own = message.businessId ? await businessSendgrid(deps, message.businessId) : null;
      if (!own) return platform.send(message);
      return { ...(await own.send(message)), provider: own.name };
    },
  };
}

/**
 * The provider one business's mail goes through right now: its own SendGrid account when switched on, else the
 * platform's (which may be the outbox, able to store a batch transactionally). A campaign's sender asks once a slice.
 */
export async function emailProviderFor(
  platform: TEmailProvider,
  deps: { db: TDb; secrets: TSecretBox; apiBase?: string },
  businessId: string,
): Promise<TEmailProvider> {
  return (await businessSendgrid(deps, businessId)) ?? platform;
}

async function businessSendgrid(deps: { db: TDb; secrets: TSecretBox; apiBase?: string }, businessId: string) {
  const row = await findSendgridRow({ db: deps.db, businessId });
  const { sendgridApiKeyEncrypted: sealed, fromEmail, fromName } = row?.emailConfig ?? {};
  if (!row?.active || !sealed || !fromEmail) return null;
  const apiKey = await deps.secrets.decrypt(sealed).catch(() => null);
  if (!apiKey) return null;
  const own = sendgridEmailProvider({ apiKey, from: fromEmail, baseUrl: deps.apiBase });
  // The From Name set on the card is the business's own choice: it goes before the name customers see elsewhere.
  return fromName ? { ...own, send: (message: TEmailMessage) => own.send({ ...message, fromName }) } : own;
}
