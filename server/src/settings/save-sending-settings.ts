import {
  normalizePhone,
  SETTINGS_MESSAGES,
  type TSendingSettings,
  type TUpdateSendingSettings,
} from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { SENDING_COLUMNS } from './read-sending-settings.ts';

/**
 * Saves what compliant sending needs: the postal address, the HELP contact (the phone stored in E.164, read in
 * `phoneRegion` when written without a country code), the time zone and quiet hours (already checked by the
 * contract). Throws VALIDATION for an impossible phone, NOT_FOUND for an unknown business.
 */
export async function saveSendingSettings({
  db,
  businessId,
  input,
  phoneRegion,
}: {
  db: TDb;
  businessId: string;
  input: TUpdateSendingSettings;
  phoneRegion: string;
}): Promise<TSendingSettings> {
  const contactPhone = input.contactPhone === null ? null : normalizePhone(input.contactPhone, phoneRegion);
  if (input.contactPhone !== null && contactPhone === null) {
    throw new AppError('VALIDATION', SETTINGS_MESSAGES.invalidContactPhone, {
      contactPhone: [SETTINGS_MESSAGES.invalidContactPhone],
    });
  }
  const [row] = await db
    .update(businesses)
    .set({ ...input, contactPhone })
    .where(eq(businesses.id, businessId))
    .returning(SENDING_COLUMNS);
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return row;
}
