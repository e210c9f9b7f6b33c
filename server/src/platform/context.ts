import type { TAuth } from '../auth/better-auth.ts';
import type { TDatabase, TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TConfig } from './config.ts';
import type { TLogger } from './logger.ts';

/** Everything a request handler may need, built once at start. */
export type TDeps = {
  config: TConfig;
  logger: TLogger;
  database: TDatabase;
  db: TDb;
  auth: TAuth;
  queue: TQueue;
  email: TEmailProvider;
};

export type TSessionUser = { id: string; email: string; name: string };

export type TAppEnv = {
  Variables: {
    deps: TDeps;
    user: TSessionUser | null;
    /** The business whose data this request works on (the tenant's business for a team member). */
    businessId: string;
    /** The caller's role in that business's team. */
    teamRole: 'admin' | 'member';
  };
};
