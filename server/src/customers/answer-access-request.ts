import type { TCustomerDataExport } from '@regulars/contracts';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TExecutor } from '../db/client.ts';
import { exportCustomerData } from './export-customer-data.ts';

/**
 * A team admin answering a customer's access request: the customer's data (exportCustomerData), and in the business's
 * audit trail who downloaded whose (personal data leaving the product is worth a line there).
 */
export async function answerAccessRequest({
  db,
  businessId,
  customerId,
  actor,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  actor: TBusinessActor;
}): Promise<TCustomerDataExport> {
  const data = await exportCustomerData({ db, businessId, customerId });
  await recordBusinessAudit({
    db,
    entry: {
      businessId,
      actor,
      action: 'customer.export_data',
      targetType: 'customer',
      targetId: data.profile.id,
      details: { customerNumber: data.profile.customerNumber },
    },
  });
  return data;
}
