import type { TV1Customer } from '@regulars/contracts';
import { getCustomer } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { toV1Customer } from './to-v1.ts';

/** One customer of the business; a malformed, deleted or another business's id is NOT_FOUND like an unknown one. */
export async function getV1Customer({
  db,
  businessId,
  id,
}: {
  db: TExecutor;
  businessId: string;
  id: string;
}): Promise<TV1Customer> {
  return toV1Customer(await getCustomer({ db, businessId, id }));
}
