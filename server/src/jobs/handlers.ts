import { refreshCustomerStats } from '../customers/refresh-customer-stats.ts';
import { sendWelcome } from '../customers/send-welcome.ts';
import type { TDatabase, TDb } from '../db/client.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TJobHandlers } from './queue.ts';

export function jobHandlers(deps: { email: TEmailProvider; db: TDb; database: TDatabase }): TJobHandlers {
  return {
    'customer.welcome': (job) => sendWelcome(deps, job),
    'customers.refresh-stats': () => refreshCustomerStats(deps.database),
    'email.send': async (message) => {
      await deps.email.send(message);
    },
  };
}
