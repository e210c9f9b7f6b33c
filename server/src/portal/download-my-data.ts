import type { TCustomerDataExport } from '@regulars/contracts';
import { exportCustomerData } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { findChosenCustomer } from './find-portal-session.ts';

/**
 * GET /portal/my-data: the signed-in customer's own data in the business they chose, the same document a team
 * admin gets for an access request. Like the dashboard, only the session's chosen customer, never another.
 */
export async function downloadMyData({
  db,
  token,
}: {
  db: TExecutor;
  token: string | undefined;
}): Promise<TCustomerDataExport> {
  const chosen = await findChosenCustomer({ db, token });
  return exportCustomerData({ db, businessId: chosen.businessId, customerId: chosen.customerId });
}
