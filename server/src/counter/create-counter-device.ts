import type { TCounterDevice, TCreateCounterDevice } from '@regulars/contracts';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { counterDevices } from '../db/schema/index.ts';
import { findLocationFor } from '../locations/index.ts';
import { AppError } from '../platform/errors.ts';
import { listCounterDevices } from './list-counter-devices.ts';

/**
 * Makes the browser a team admin is using the counter for a location: a new device whose token (given only to the
 * caller, which puts it in this browser's cookie) is stored as its hash.
 */
export async function createCounterDevice({
  db,
  businessId,
  actor,
  userId,
  input,
  tokenHash,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  userId: string | null;
  input: TCreateCounterDevice;
  tokenHash: string;
}): Promise<TCounterDevice> {
  const id = await db.transaction(async (tx) => {
    const location = input.locationId ? await findLocationFor({ tx, businessId, locationId: input.locationId }) : null;
    const [row] = await tx
      .insert(counterDevices)
      .values({ businessId, name: input.name, locationId: location?.id ?? null, tokenHash, createdByUserId: userId })
      .returning({ id: counterDevices.id });
    if (!row) throw new AppError('INTERNAL', 'Failed to set up the counter device');
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_device.create',
        targetType: 'counter_device',
        targetId: row.id,
        details: { name: input.name, location: location?.name ?? null },
      },
    });
    return row.id;
  });
  const [device] = await listCounterDevices({ db, businessId, tokenHash, deviceId: id });
  if (!device) throw new AppError('INTERNAL', 'Failed to set up the counter device');
  return device;
}
