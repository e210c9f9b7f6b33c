import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, counterDevices, counterStaff } from '../db/schema/index.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TPinCeiling } from './jobs.ts';
import { pinCeilingEmail } from './pin-ceiling-email.ts';

/** The job: emails the business's owner address that a day ceiling of wrong PINs was reached (notify-pin-ceiling.ts). */
export async function sendPinCeilingEmail({
  db,
  email,
  appUrl,
  businessId,
  ceiling,
  staffId,
  deviceId,
}: {
  db: TExecutor;
  email: TEmailProvider;
  appUrl: string;
  businessId: string;
  ceiling: TPinCeiling;
  staffId: string;
  deviceId: string | null;
}): Promise<void> {
  const [business] = await db
    .select({ email: businesses.email, companyName: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return;
  const [staff] = await db
    .select({ name: counterStaff.name })
    .from(counterStaff)
    .where(and(eq(counterStaff.businessId, businessId), eq(counterStaff.id, staffId)));
  const [device] = deviceId
    ? await db
        .select({ name: counterDevices.name })
        .from(counterDevices)
        .where(and(eq(counterDevices.businessId, businessId), eq(counterDevices.id, deviceId)))
    : [];
  await email.send(
    pinCeilingEmail({
      to: business.email,
      businessId,
      companyName: business.companyName,
      ceiling,
      staffName: staff?.name ?? 'a staff member',
      deviceName: device?.name ?? null,
      companyUrl: `${appUrl}/company`,
    }),
  );
}
