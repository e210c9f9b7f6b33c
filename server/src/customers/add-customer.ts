import type { TCreateCustomer, TCustomer } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { createCustomer } from './create-customer.ts';

/** The business adds one customer by hand: createCustomer in a transaction of its own (its welcome job commits with it). */
export async function addCustomer({
  db,
  queue,
  businessId,
  input,
  phoneRegion,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  input: TCreateCustomer;
  phoneRegion: string;
}): Promise<TCustomer> {
  return db.transaction((tx) => createCustomer({ tx, businessId, input, queue, phoneRegion }));
}
