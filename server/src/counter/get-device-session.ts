import { COUNTER_MESSAGES, languageOfLocale, type TCounterDeviceSession } from '@regulars/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, counterDevices, counterStaff, locations } from '../db/schema/index.ts';
import type { TCounterDevice } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { getCounterRules } from './counter-rules.ts';

/**
 * What a counter device shows: itself and its location, the business's language, money, country and zone, the staff
 * who can sign in on it, the shift, the rules.
 */
export async function getDeviceSession({
  db,
  device,
  defaultRegion,
}: {
  db: TExecutor;
  device: TCounterDevice;
  /** DEFAULT_PHONE_REGION: the country of a business that has none of its own. */
  defaultRegion: string;
}): Promise<TCounterDeviceSession> {
  const { businessId } = device;
  const [[row], staff, rules] = await Promise.all([
    db
      .select({
        name: counterDevices.name,
        locationName: locations.name,
        businessName: businesses.companyName,
        locale: businesses.locale,
        currency: businesses.currency,
        country: businesses.country,
        timeZone: businesses.timeZone,
      })
      .from(counterDevices)
      .innerJoin(businesses, eq(businesses.id, counterDevices.businessId))
      .leftJoin(locations, and(eq(locations.businessId, businessId), eq(locations.id, counterDevices.locationId)))
      .where(and(eq(counterDevices.businessId, businessId), eq(counterDevices.id, device.id)))
      .limit(1),
    db
      .select({ id: counterStaff.id, name: counterStaff.name, isManager: counterStaff.isManager })
      .from(counterStaff)
      .where(
        and(eq(counterStaff.businessId, businessId), isNotNull(counterStaff.pinHash), isNull(counterStaff.removedAt)),
      )
      .orderBy(asc(counterStaff.name)),
    getCounterRules({ db, businessId }),
  ]);
  if (!row) throw new AppError('UNAUTHENTICATED', COUNTER_MESSAGES.notADevice);
  const { shift } = device;
  return {
    device: { id: device.id, name: row.name, locationId: device.locationId, locationName: row.locationName },
    businessName: row.businessName,
    // A device is the business's, not a user's: it speaks the business's language (issue 52).
    language: languageOfLocale(row.locale),
    locale: row.locale,
    // Its money, phones and clocks are the business's, as the signed-in app's are (no user profile to read them from).
    currency: row.currency,
    country: row.country ?? defaultRegion,
    timeZone: row.timeZone,
    staff,
    shift: shift
      ? {
          staffId: shift.staffId,
          name: shift.name,
          isManager: shift.isManager,
          endsAt: shift.endsAt?.toISOString() ?? null,
        }
      : null,
    rules,
  };
}
