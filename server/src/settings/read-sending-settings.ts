import type { TCountrySettings, TEmailTracking, TMoneySettings, TSendingSettings } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { hasPurchases } from './has-purchases.ts';

export const SENDING_COLUMNS = {
  postalAddress: businesses.postalAddress,
  contactPhone: businesses.contactPhone,
  contactEmail: businesses.contactEmail,
  timeZone: businesses.timeZone,
  quietHoursStart: businesses.quietHoursStart,
  quietHoursEnd: businesses.quietHoursEnd,
};

/** The business's tracking switch and sending settings, in one read. Throws NOT_FOUND for an unknown business. */
export async function readBusinessSettings({
  db,
  businessId,
  defaultRegion,
}: {
  db: TExecutor;
  businessId: string;
  defaultRegion: string;
}): Promise<{
  emailTracking: TEmailTracking;
  sending: TSendingSettings;
  money: TMoneySettings;
  country: TCountrySettings;
}> {
  const [[row], purchases] = await Promise.all([
    db
      .select({
        trackingEnabled: businesses.emailTrackingEnabled,
        currency: businesses.currency,
        locale: businesses.locale,
        country: businesses.country,
        ...SENDING_COLUMNS,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1),
    hasPurchases({ db, businessId }),
  ]);
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const { trackingEnabled, currency, locale, country, ...sending } = row;
  return {
    emailTracking: { enabled: trackingEnabled },
    sending,
    money: { currency, locale, hasPurchases: purchases },
    country: { country: country ?? defaultRegion },
  };
}
