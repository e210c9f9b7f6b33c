import type { TSmsOptOut } from '@regulars/contracts';
import { smsOptOuts } from '../db/schema/index.ts';

/** The columns the suppression list shows, and the row as the API answers it. */
export const SMS_OPT_OUT_COLUMNS = {
  id: smsOptOuts.id,
  phone: smsOptOuts.phone,
  source: smsOptOuts.source,
  message: smsOptOuts.message,
  createdAt: smsOptOuts.createdAt,
};

export const toSmsOptOut = (row: {
  id: string;
  phone: string;
  source: TSmsOptOut['source'];
  message: string | null;
  createdAt: Date;
}): TSmsOptOut => ({ ...row, createdAt: row.createdAt.toISOString() });
