import { ADMIN_CONFIG_MESSAGES, type TTier, type TUpdateTierRequest } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { subscriptionTiers } from '../db/schema/index.ts';
import type { TTierFeaturesJson } from '../db/schema/tiers.ts';
import { AppError } from '../platform/errors.ts';
import { supportRequestsOn, toTier, withSupportSwitch } from '../tiers/index.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';

type TTierRow = typeof subscriptionTiers.$inferSelect;

/**
 * Changes only the fields the super admin edited (features are merged into the stored ones) and writes the audit
 * row with those fields' values before and after, in one transaction under a row lock so two edits cannot
 * interleave. Prices and limits are read from the table on every use, so the change applies at once.
 * Throws NOT_FOUND for an unknown tier.
 */
export async function updateTier({
  db,
  tierId,
  input,
  actor,
}: {
  db: TDb;
  tierId: string;
  input: TUpdateTierRequest;
  actor: TAuditActor;
}): Promise<TTier> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tierId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', ADMIN_CONFIG_MESSAGES.tierNotFound);

    const { features, ...columns } = input;
    const set: Partial<TTierRow> = { ...columns };
    if (features) set.features = mergeFeatures(current.features ?? {}, features);
    const [updated] = await tx
      .update(subscriptionTiers)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(subscriptionTiers.id, tierId))
      .returning();

    const before = toTier(current);
    const after = toTier(updated);
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'tier.update',
        targetType: 'tier',
        targetId: tierId,
        before: pick(before, input),
        after: pick(after, input),
      },
    });
    // Answered as the tier list shows it, so the editor's saved state matches the list while support is off.
    return withSupportSwitch(after, await supportRequestsOn({ db: tx }));
  });
}

function mergeFeatures(
  stored: TTierFeaturesJson,
  edit: NonNullable<TUpdateTierRequest['features']>,
): TTierFeaturesJson {
  return {
    ...stored,
    ...(edit.maxSeats !== undefined ? { max_seats: edit.maxSeats } : {}),
    ...(edit.maxLocations !== undefined ? { max_locations: edit.maxLocations } : {}),
    ...(edit.mailchimp !== undefined ? { mailchimp: edit.mailchimp } : {}),
    ...(edit.tills !== undefined ? { tills: edit.tills } : {}),
    ...(edit.multipliers !== undefined ? { multipliers: edit.multipliers } : {}),
    ...(edit.statusTiers !== undefined ? { status_tiers: edit.statusTiers } : {}),
    ...(edit.referrals !== undefined ? { referrals: edit.referrals } : {}),
    ...(edit.whiteLabel !== undefined ? { white_label: edit.whiteLabel } : {}),
    ...(edit.prioritySupport !== undefined ? { priority_support: edit.prioritySupport } : {}),
    ...(edit.api !== undefined ? { api: edit.api } : {}),
    ...(edit.apiRequestsPerSecond !== undefined ? { api_requests_per_second: edit.apiRequestsPerSecond } : {}),
    ...(edit.apiBurst !== undefined ? { api_burst: edit.apiBurst } : {}),
    ...(edit.clients !== undefined ? { clients: edit.clients } : {}),
    ...(edit.maxClients !== undefined ? { max_clients: edit.maxClients } : {}),
  };
}

/** The edited fields only, as the API names them (name added so a log line reads on its own). */
function pick(tier: TTier, input: TUpdateTierRequest): Record<string, unknown> {
  const out: Record<string, unknown> = { name: tier.name };
  for (const key of Object.keys(input) as (keyof TUpdateTierRequest)[]) {
    if (key === 'features') {
      out.features = Object.fromEntries(
        Object.keys(input.features ?? {}).map((f) => [f, tier.features[f as keyof TTier['features']]]),
      );
    } else {
      out[key] = tier[key];
    }
  }
  return out;
}
