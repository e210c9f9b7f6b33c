import { AUTOMATION_KINDS, DEFAULT_STATUS_SETTINGS, type TAutomationKind } from '@regulars/contracts';
import { and, asc, inArray, sql } from 'drizzle-orm';
import { configOf } from '../automations/index.ts';
import type { TExecutor } from '../db/client.ts';
import {
  automations,
  earnMultipliers,
  emailTemplates,
  locations,
  loyaltyPrograms,
  smsTemplates,
  statusPrograms,
  statusTiers,
  type TKitAutomation,
  type TKitMultiplier,
  type TKitPayload,
  type TKitStatusTiers,
} from '../db/schema/index.ts';
import { toMultiplierRule } from '../multipliers/index.ts';

/** What one client has of the kinds a kit's pieces are, in the kit's own terms (templates and locations by name). */
export type TClientHoldings = {
  programs: { name: string; type: string; description: string; config: Record<string, unknown> }[];
  smsTemplates: { name: string; triggerType: string; messageTemplate: string }[];
  emailTemplates: { name: string; triggerType: string; subject: string; body: string; design: unknown }[];
  /** The automations it has saved (one never saved runs on the defaults), win-back's templates by name. */
  automations: TKitAutomation[];
  statusTiers: TKitStatusTiers | null;
  multipliers: TKitMultiplier[];
  locationNames: string[];
};

/** A client with none of them. */
export const noHoldings = (): TClientHoldings => ({
  programs: [],
  smsTemplates: [],
  emailTemplates: [],
  automations: [],
  statusTiers: null,
  multipliers: [],
  locationNames: [],
});

/**
 * Before adding a kit (or a template or automation alone) to many clients: what each has of its kinds of pieces, read
 * for every client at once, one query a kind (not one a client), and only the kinds the kit holds. Only reads: what is
 * added goes through each domain's own use cases (run-library-apply.ts).
 */
export async function readClientHoldings({
  db,
  clientIds,
  kit,
}: {
  db: TExecutor;
  clientIds: string[];
  kit: TKitPayload;
}): Promise<Map<string, TClientHoldings>> {
  const held = new Map(clientIds.map((id) => [id, noHoldings()]));
  if (clientIds.length === 0) return held;
  const of = (businessId: string) => held.get(businessId) as TClientHoldings;
  const hasAutomations = (kit.automations ?? []).length > 0;
  const names = kit.programs.map((p) => p.name.trim().toLowerCase());

  const [programs, sms, email, saved, rules, tiers, multipliers, places] = await Promise.all([
    names.length === 0
      ? []
      : db
          .select()
          .from(loyaltyPrograms)
          .where(
            and(
              inArray(loyaltyPrograms.businessId, clientIds),
              inArray(sql<string>`lower(trim(${loyaltyPrograms.name}))`, names),
            ),
          )
          .orderBy(asc(loyaltyPrograms.createdAt), asc(loyaltyPrograms.id)),
    // Every template when an automation is in the kit: its win-back names them, whatever the kit's own templates.
    kit.smsTemplates.length === 0 && !hasAutomations
      ? []
      : db.select().from(smsTemplates).where(inArray(smsTemplates.businessId, clientIds)),
    kit.emailTemplates.length === 0 && !hasAutomations
      ? []
      : db.select().from(emailTemplates).where(inArray(emailTemplates.businessId, clientIds)),
    hasAutomations ? db.select().from(automations).where(inArray(automations.businessId, clientIds)) : [],
    kit.statusTiers ? db.select().from(statusPrograms).where(inArray(statusPrograms.businessId, clientIds)) : [],
    kit.statusTiers
      ? db
          .select()
          .from(statusTiers)
          .where(inArray(statusTiers.businessId, clientIds))
          .orderBy(asc(statusTiers.threshold))
      : [],
    (kit.multipliers ?? []).length > 0
      ? db
          .select()
          .from(earnMultipliers)
          .where(inArray(earnMultipliers.businessId, clientIds))
          .orderBy(asc(earnMultipliers.createdAt), asc(earnMultipliers.id))
      : [],
    (kit.multipliers ?? []).length > 0
      ? db
          .select({ id: locations.id, businessId: locations.businessId, name: locations.name })
          .from(locations)
          .where(inArray(locations.businessId, clientIds))
      : [],
  ]);

  for (const p of programs) {
    const list = of(p.businessId).programs;
    // The first of a name, as the addition finds it (hasProgramNamed).
    if (list.some((x) => x.name.trim().toLowerCase() === p.name.trim().toLowerCase())) continue;
    list.push({ name: p.name, type: p.type, description: p.description, config: p.config as Record<string, unknown> });
  }
  for (const t of sms) of(t.businessId).smsTemplates.push(t);
  for (const t of email) of(t.businessId).emailTemplates.push(t);
  const nameOf = (list: { id: string; name: string }[], id: unknown) =>
    typeof id === 'string' ? (list.find((t) => t.id === id)?.name ?? null) : null;
  for (const row of saved) {
    if (!AUTOMATION_KINDS.includes(row.kind)) continue;
    const kind = row.kind as TAutomationKind;
    const config = configOf(kind, row.config) as Record<string, unknown>;
    if (kind === 'birthday') {
      of(row.businessId).automations.push({ kind, enabled: row.enabled, config });
      continue;
    }
    const theirs = {
      sms: sms.filter((t) => t.businessId === row.businessId),
      email: email.filter((t) => t.businessId === row.businessId),
    };
    of(row.businessId).automations.push({
      kind,
      enabled: row.enabled,
      config: { ...config, smsTemplateId: null, emailTemplateId: null },
      templates: { sms: nameOf(theirs.sms, config.smsTemplateId), email: nameOf(theirs.email, config.emailTemplateId) },
    });
  }
  for (const row of tiers) {
    const client = of(row.businessId);
    const rule = rules.find((r) => r.businessId === row.businessId);
    client.statusTiers ??= {
      basis: rule?.basis ?? DEFAULT_STATUS_SETTINGS.basis,
      window: rule?.window ?? DEFAULT_STATUS_SETTINGS.window,
      windowMonths: rule?.windowMonths ?? DEFAULT_STATUS_SETTINGS.windowMonths,
      graceDays: rule?.graceDays ?? DEFAULT_STATUS_SETTINGS.graceDays,
      tiers: [],
    };
    client.statusTiers.tiers.push({
      name: row.name,
      threshold: row.threshold,
      factor: row.factor,
      reward: row.rewardName && row.rewardValidDays ? { name: row.rewardName, validDays: row.rewardValidDays } : null,
    });
  }
  for (const place of places) of(place.businessId).locationNames.push(place.name);
  for (const row of multipliers) {
    const placeName = new Map(places.filter((p) => p.businessId === row.businessId).map((p) => [p.id, p.name]));
    const { id: _id, locationIds, ...rule } = toMultiplierRule(row, new Set(placeName.keys()));
    of(row.businessId).multipliers.push({
      ...rule,
      locationNames: locationIds === null ? null : locationIds.flatMap((id) => placeName.get(id) ?? []),
    });
  }
  return held;
}
