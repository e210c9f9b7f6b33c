import type { TDb } from '../../db/client.ts';
import type { TConfig } from '../../platform/config.ts';
import { outboxEmailProvider } from './outbox.ts';
import { sendgridEmailProvider } from './sendgrid.ts';
import { smtpEmailProvider } from './smtp.ts';
import type { TEmailProvider } from './types.ts';

/** SMTP when SMTP_URL is set, else SendGrid when its key is set, else the outbox. */
export function chooseEmailProvider(config: TConfig, db: TDb): TEmailProvider {
  if (config.smtpUrl) return smtpEmailProvider({ url: config.smtpUrl, from: config.emailFrom });
  if (config.sendgridApiKey) {
    return sendgridEmailProvider({
      apiKey: config.sendgridApiKey,
      from: config.emailFrom,
      baseUrl: config.sendgridApiBase,
    });
  }
  return outboxEmailProvider(db);
}
export type { TEmailMessage, TEmailProvider } from './types.ts';

declare module '../../platform/context.ts' {
  interface TDeps {
    /** Platform mail (password resets, invitations) and, when not otherwise set, customers' mail. */
    email: TEmailProvider;
    /** Mail to a business's customers: through the business's own SendGrid account when it has one switched on. */
    customerEmail: TEmailProvider;
  }
}
