import {
  type TLibraryOutcome,
  ZEmailTemplateInput,
  ZMultiplierInput,
  ZSmsTemplateInput,
  ZStatusProgramInput,
  ZUpdateBirthday,
  ZUpdateWinBack,
} from '@regulars/contracts';
import type { TBusinessActor } from '../audit/index.ts';
import { readAutomation, updateAutomation } from '../automations/index.ts';
import type { TDb } from '../db/client.ts';
import type { TKitAutomation, TKitMultiplier, TKitPayload, TKitStatusTiers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { listLocations } from '../locations/index.ts';
import { createEmailTemplate, createSmsTemplate, listEmailTemplates, listSmsTemplates } from '../messaging/index.ts';
import { createMultiplier, listMultipliers } from '../multipliers/index.ts';
import { AppError } from '../platform/errors.ts';
import { readStatusProgram, saveStatusProgram } from '../status-tiers/index.ts';

/** Where a kit's pieces go: one client, inside its addition's transaction, through each domain's own use cases. */
export type TKitTarget = { db: TDb; queue: TQueue; appUrl: string; clientId: string; actor: TBusinessActor };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const refusal = (err: unknown, code: AppError['code']) => err instanceof AppError && err.code === code;

/**
 * The kit's SMS and email templates (or a template item's one), each added unless the client has one of that name
 * and kind (case and spaces aside): that one stays the client's own, as it is.
 */
export async function addKitTemplates(
  { db, appUrl, clientId }: TKitTarget,
  kit: Pick<TKitPayload, 'smsTemplates' | 'emailTemplates'>,
): Promise<{ kind: 'sms_template' | 'email_template'; name: string; outcome: TLibraryOutcome }[]> {
  if (kit.smsTemplates.length + kit.emailTemplates.length === 0) return [];
  const [sms, email] = await Promise.all([
    listSmsTemplates({ db, businessId: clientId }),
    listEmailTemplates({ db, businessId: clientId }),
  ]);
  const outcomes: { kind: 'sms_template' | 'email_template'; name: string; outcome: TLibraryOutcome }[] = [];
  for (const template of kit.smsTemplates) {
    const input = ZSmsTemplateInput.safeParse(template);
    let outcome: TLibraryOutcome = 'failed';
    if (input.success && sms.some((t) => sameName(t.name, template.name))) outcome = 'skipped_name';
    else if (input.success) {
      await createSmsTemplate({ db, businessId: clientId, input: input.data });
      outcome = 'created';
    }
    outcomes.push({ kind: 'sms_template', name: template.name, outcome });
  }
  for (const template of kit.emailTemplates) {
    const input = ZEmailTemplateInput.safeParse(template);
    let outcome: TLibraryOutcome = 'failed';
    if (input.success && email.some((t) => sameName(t.name, template.name))) outcome = 'skipped_name';
    else if (input.success) {
      await createEmailTemplate({ db, appUrl, businessId: clientId, input: input.data });
      outcome = 'created';
    }
    outcomes.push({ kind: 'email_template', name: template.name, outcome });
  }
  return outcomes;
}

/**
 * An automation's settings, only where the client has never saved that automation (it runs on the defaults every
 * client starts with): one it set up, on or off, stays exactly as it is. Win-back's templates are the client's of the
 * kit's names (the kit's own templates were added just before); without one of them, it is not set up.
 */
export async function addKitAutomation(
  { db, clientId }: TKitTarget,
  automation: TKitAutomation,
): Promise<TLibraryOutcome> {
  const current = await readAutomation({ db, businessId: clientId, kind: automation.kind });
  if (current.updatedAt) return 'skipped_set';
  let update: Parameters<typeof updateAutomation>[0]['update'];
  if (automation.kind === 'win_back') {
    const [sms, email] = await Promise.all([
      listSmsTemplates({ db, businessId: clientId }),
      listEmailTemplates({ db, businessId: clientId }),
    ]);
    const idOf = (list: { id: string; name: string }[], name: string | null | undefined) =>
      name ? (list.find((t) => sameName(t.name, name))?.id ?? undefined) : null;
    const smsTemplateId = idOf(sms, automation.templates?.sms);
    const emailTemplateId = idOf(email, automation.templates?.email);
    if (smsTemplateId === undefined || emailTemplateId === undefined) return 'skipped_missing';
    const input = ZUpdateWinBack.safeParse({
      enabled: automation.enabled,
      config: { ...automation.config, smsTemplateId, emailTemplateId },
    });
    if (!input.success) return 'failed';
    update = { kind: 'win_back', ...input.data };
  } else {
    const input = ZUpdateBirthday.safeParse({ enabled: automation.enabled, config: automation.config });
    if (!input.success) return 'failed';
    update = { kind: 'birthday', ...input.data };
  }
  try {
    await updateAutomation({ db, businessId: clientId, update });
    return 'created';
  } catch (err) {
    // Win-back switched on with the client's template of that name switched off: it lacks what it needs.
    if (refusal(err, 'VALIDATION') || refusal(err, 'NOT_FOUND')) return 'skipped_missing';
    throw err;
  }
}

/** The kit's status tiers, only for a client with none: tiers it has are its own, never replaced. Within its plan. */
export async function addKitStatusTiers(target: TKitTarget, kit: TKitStatusTiers): Promise<TLibraryOutcome> {
  const { db, queue, clientId, actor } = target;
  const current = await readStatusProgram({ db, businessId: clientId });
  if (current.tiers.length > 0) return 'skipped_set';
  const input = ZStatusProgramInput.safeParse(kit);
  if (!input.success) return 'failed';
  try {
    await saveStatusProgram({ db, queue, businessId: clientId, actor, input: input.data });
    return 'created';
  } catch (err) {
    if (refusal(err, 'PLAN_LIMIT')) return 'refused_plan';
    throw err;
  }
}

/**
 * The kit's multipliers, each added beside the client's own: one of the same name stays the client's, one whose
 * location the client does not have (by name) is left out, and one overlapping the client's own of its kind at the
 * same place is left out too (the client's is kept).
 */
export async function addKitMultipliers(
  target: TKitTarget,
  multipliers: TKitMultiplier[],
): Promise<{ name: string; outcome: TLibraryOutcome }[]> {
  const { db, clientId, actor } = target;
  if (multipliers.length === 0) return [];
  const [current, places] = await Promise.all([
    listMultipliers({ db, businessId: clientId }),
    listLocations({ db, businessId: clientId, canEdit: false }),
  ]);
  const names = current.rules.map((r) => r.name);
  const outcomes: { name: string; outcome: TLibraryOutcome }[] = [];
  for (const { locationNames, ...multiplier } of multipliers) {
    const outcome = await (async (): Promise<TLibraryOutcome> => {
      if (names.some((n) => sameName(n, multiplier.name))) return 'skipped_name';
      const locationIds =
        locationNames === null
          ? null
          : locationNames.map((name) => places.locations.find((l) => sameName(l.name, name))?.id);
      if (locationIds?.some((id) => id === undefined)) return 'skipped_missing';
      const fields = ZMultiplierInput.safeParse({ ...multiplier, locationIds });
      if (!fields.success) return 'failed';
      try {
        await createMultiplier({ db, businessId: clientId, actor, fields: fields.data });
        names.push(multiplier.name);
        return 'created';
      } catch (err) {
        if (refusal(err, 'PLAN_LIMIT')) return 'refused_plan';
        if (refusal(err, 'CONFLICT')) return 'skipped_set';
        // At most 20 multipliers a business: this one is not added, the rest of the kit is.
        if (refusal(err, 'VALIDATION')) return 'failed';
        throw err;
      }
    })();
    outcomes.push({ name: multiplier.name, outcome });
  }
  return outcomes;
}
