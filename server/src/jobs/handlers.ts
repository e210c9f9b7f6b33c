import { sendWelcome } from '../customers/send-welcome.ts';
import type { TDb } from '../db/client.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TJobHandlers } from './queue.ts';

export function jobHandlers(deps: { email: TEmailProvider; db: TDb }): TJobHandlers {
  return {
    'customer.welcome': (job) => sendWelcome(deps, job),
    'email.send': async (message) => {
      await deps.email.send(message);
    },
  };
}
