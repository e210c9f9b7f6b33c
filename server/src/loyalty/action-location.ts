import type { TExecutor } from '../db/client.ts';
import { findLocationFor } from '../locations/index.ts';

/**
 * The location a counter action names, checked before the action runs: another business's (or a deleted) location is
 * 'Location not found' and nothing is recorded. Checked up front rather than left to the ledger's foreign key, because
 * a check-in's write may share one statement with other customers' check-ins.
 */
export async function actionLocation(
  db: TExecutor,
  businessId: string,
  locationId: string | null | undefined,
): Promise<string | null> {
  if (!locationId) return null;
  return (await findLocationFor({ tx: db, businessId, locationId })).id;
}
