import { normalizePhone, SMS_OPT_OUT_MESSAGES, type TSmsOptOut } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { smsOptOuts } from '../db/schema/index.ts';
import { optOut } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { SMS_OPT_OUT_COLUMNS, toSmsOptOut } from './sms-opt-out-rows.ts';

/**
 * A staff member puts a number on the suppression list (a customer who asked in person, a complaint): no text from
 * the business reaches it, and its customers' SMS consent is turned off. `addedBy` (the staff member's email) is
 * kept as the entry's message. Throws VALIDATION for an impossible number, CONFLICT when it is already listed.
 */
export async function addSmsOptOut({
  db,
  businessId,
  phone,
  addedBy,
  phoneRegion,
}: {
  db: TDb;
  businessId: string;
  phone: string;
  addedBy: string;
  phoneRegion: string;
}): Promise<TSmsOptOut> {
  const e164 = normalizePhone(phone, phoneRegion);
  if (!e164) {
    throw new AppError('VALIDATION', SMS_OPT_OUT_MESSAGES.invalidPhone, { phone: [SMS_OPT_OUT_MESSAGES.invalidPhone] });
  }
  return db.transaction(async (tx) => {
    const added = await optOut(tx, { businessId, phone: e164, source: 'manual', message: addedBy });
    if (!added) throw new AppError('CONFLICT', SMS_OPT_OUT_MESSAGES.alreadyListed);
    const [row] = await tx
      .select(SMS_OPT_OUT_COLUMNS)
      .from(smsOptOuts)
      .where(and(eq(smsOptOuts.businessId, businessId), eq(smsOptOuts.phone, e164)))
      .limit(1);
    if (!row) throw new AppError('INTERNAL', 'The number was not saved');
    return toSmsOptOut(row);
  });
}
