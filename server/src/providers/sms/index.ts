import type { TDb } from '../../db/client.ts';
import type { TConfig } from '../../platform/config.ts';
import { outboxSmsProvider } from './outbox.ts';
import { twilioSmsProvider } from './twilio.ts';
import type { TSmsProvider } from './types.ts';

/** Twilio when its account SID, auth token and sender are set; otherwise the outbox. */
export function chooseSmsProvider(config: TConfig, db: TDb): TSmsProvider {
  if (!config.twilio) return outboxSmsProvider(db);
  return twilioSmsProvider({ ...config.twilio, statusCallbackUrl: `${config.appUrl}${TWILIO_STATUS_PATH}` });
}

/** Where Twilio posts delivery reports and the texts customers send (the number's messaging webhook). */
export const TWILIO_STATUS_PATH = '/webhooks/twilio/status';
export const TWILIO_INBOUND_PATH = '/webhooks/twilio/inbound';
export type {
  TInboundSms,
  TSmsMessage,
  TSmsProvider,
  TSmsStatusUpdate,
  TSmsWebhookRequest,
} from './types.ts';

declare module '../../platform/context.ts' {
  interface TDeps {
    sms: TSmsProvider;
  }
}
