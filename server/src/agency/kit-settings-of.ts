import { AUTOMATION_KINDS, type TEmailTemplate, type TSmsTemplate } from '@regulars/contracts';
import { readAutomation } from '../automations/index.ts';
import type { TExecutor } from '../db/client.ts';
import type { TKitAutomation, TKitMultiplier, TKitStatusTiers } from '../db/schema/index.ts';
import { listLocations } from '../locations/index.ts';
import { listMultipliers } from '../multipliers/index.ts';
import { readStatusProgram } from '../status-tiers/index.ts';

/**
 * What a starter kit keeps of one client's set-up besides its programs and templates: the automations it has set up
 * (saved at least once: one never touched runs on the defaults every client has), its status tiers when it has some,
 * and its earn multipliers. Templates and locations are kept by name: the ids are this client's alone.
 */
export async function kitSettingsOf({
  db,
  clientId,
  sms,
  email,
}: {
  db: TExecutor;
  clientId: string;
  /** The client's templates, already read for the kit. */
  sms: TSmsTemplate[];
  email: TEmailTemplate[];
}): Promise<{ automations: TKitAutomation[]; statusTiers: TKitStatusTiers | null; multipliers: TKitMultiplier[] }> {
  const [automations, status, multipliers, places] = await Promise.all([
    kitAutomationsOf({ db, clientId, sms, email }),
    readStatusProgram({ db, businessId: clientId }),
    listMultipliers({ db, businessId: clientId }),
    listLocations({ db, businessId: clientId, canEdit: false }),
  ]);
  const placeName = new Map(places.locations.map((l) => [l.id, l.name]));

  return {
    automations,
    statusTiers:
      status.tiers.length === 0
        ? null
        : {
            basis: status.basis,
            window: status.window,
            windowMonths: status.windowMonths,
            graceDays: status.graceDays,
            tiers: status.tiers.map(({ name, threshold, factor, reward }) => ({ name, threshold, factor, reward })),
          },
    // A multiplier whose every location was deleted applies nowhere: nothing to carry.
    multipliers: multipliers.rules
      .filter((rule) => rule.locationIds === null || rule.locationIds.length > 0)
      .map(({ id: _id, locationIds, ...rule }) => ({
        ...rule,
        locationNames: locationIds === null ? null : locationIds.flatMap((id) => placeName.get(id) ?? []),
      })),
  };
}

/**
 * The automations the client has set up (saved at least once), as a kit keeps them: its win-back's templates by name.
 * One never touched runs on the defaults every client has: nothing to carry.
 */
export async function kitAutomationsOf({
  db,
  clientId,
  sms,
  email,
}: {
  db: TExecutor;
  clientId: string;
  sms: TSmsTemplate[];
  email: TEmailTemplate[];
}): Promise<TKitAutomation[]> {
  const automations = await Promise.all(
    AUTOMATION_KINDS.map((kind) => readAutomation({ db, businessId: clientId, kind })),
  );
  const nameOf = (list: { id: string; name: string }[], id: string | null) =>
    list.find((x) => x.id === id)?.name ?? null;
  return AUTOMATION_KINDS.flatMap((kind, i): TKitAutomation[] => {
    const state = automations[i];
    if (!state?.updatedAt) return [];
    if (kind === 'birthday') return [{ kind, enabled: state.enabled, config: { ...state.config } }];
    const config = state.config as { smsTemplateId: string | null; emailTemplateId: string | null };
    return [
      {
        kind,
        enabled: state.enabled,
        config: { ...state.config, smsTemplateId: null, emailTemplateId: null },
        templates: { sms: nameOf(sms, config.smsTemplateId), email: nameOf(email, config.emailTemplateId) },
      },
    ];
  });
}
