import type { TDb } from '../../db/client.ts';
import type { TConfig } from '../../platform/config.ts';
import { outboxSmsProvider } from './outbox.ts';
import type { TSmsProvider } from './types.ts';

/** The outbox, until Twilio's keys join the config (the messaging work): then Twilio when they are set. */
export function chooseSmsProvider(_config: TConfig, db: TDb): TSmsProvider {
  return outboxSmsProvider(db);
}
export type { TSmsMessage, TSmsProvider, TSmsSendContext, TSmsStatusUpdate } from './types.ts';
