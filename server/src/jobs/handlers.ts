import { refreshCustomerStats } from '../customers/refresh-customer-stats.ts';
import type { TDatabase, TDb } from '../db/client.ts';
import { expireDue } from '../loyalty/expire-due.ts';
import { sendWelcome } from '../messaging/send-welcome.ts';
import { sendPinResetCode } from '../portal/send-pin-reset-code.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { JOBS, type TJobHandlers } from './queue.ts';

export function jobHandlers(deps: {
  email: TEmailProvider;
  sms: TSmsProvider;
  db: TDb;
  database: TDatabase;
}): TJobHandlers {
  return {
    [JOBS.sendWelcome]: (job) => sendWelcome({ db: deps.db, email: deps.email, sms: deps.sms, ...job }),
    [JOBS.refreshCustomerStats]: () => refreshCustomerStats({ database: deps.database }),
    [JOBS.sendEmail]: async (message) => {
      await deps.email.send(message);
    },
    [JOBS.sendPinResetCode]: (job) => sendPinResetCode({ sms: deps.sms, ...job }),
    [JOBS.expireLoyalty]: async () => {
      await expireDue({ db: deps.db });
    },
  };
}
