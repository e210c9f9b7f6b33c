import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TSecretBox } from '../platform/secret-box.ts';

/** What the sync jobs need (compose/job-handlers.ts builds it). */
export type TMailchimpDeps = { db: TDb; queue: TQueue; secrets: TSecretBox; config: TConfig; logger: TLogger };
