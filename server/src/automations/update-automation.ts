import { AUTOMATION_MESSAGES, type TUpdateBirthday, type TUpdateWinBack } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { automations, emailTemplates, smsTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

type TUpdate = ({ kind: 'win_back' } & TUpdateWinBack) | ({ kind: 'birthday' } & TUpdateBirthday);

/**
 * PUT /api/automations/:kind (team admin): switches an automation on or off and saves its settings, as one row
 * per business and kind. Win-back's templates must be the business's own (NOT_FOUND otherwise, as any foreign id);
 * switching it on needs at least one, each active (VALIDATION). Switching off always works, whatever the templates
 * became since. The reward's rules live in the request schema.
 */
export async function updateAutomation({
  db,
  businessId,
  update,
  now = new Date(),
}: {
  db: TDb;
  businessId: string;
  update: TUpdate;
  now?: Date;
}): Promise<void> {
  if (update.kind === 'win_back') await checkWinBackTemplates(db, businessId, update);
  await db
    .insert(automations)
    .values({ businessId, kind: update.kind, enabled: update.enabled, config: update.config, updatedAt: now })
    .onConflictDoUpdate({
      target: [automations.businessId, automations.kind],
      set: { enabled: update.enabled, config: update.config, updatedAt: now },
    });
}

async function checkWinBackTemplates(db: TDb, businessId: string, { enabled, config }: TUpdateWinBack) {
  const sms = config.smsTemplateId === null ? null : await templateOf(db, businessId, 'sms', config.smsTemplateId);
  const email =
    config.emailTemplateId === null ? null : await templateOf(db, businessId, 'email', config.emailTemplateId);
  if (!enabled) return;
  if (!sms && !email) refuse('VALIDATION', 'smsTemplateId', AUTOMATION_MESSAGES.messageRequired);
  if (sms && !sms.active) refuse('VALIDATION', 'smsTemplateId', AUTOMATION_MESSAGES.templateInactive);
  if (email && !email.active) refuse('VALIDATION', 'emailTemplateId', AUTOMATION_MESSAGES.templateInactive);
}

/** A refusal naming its field the way request validation does ({ field: [message] }), so the form can mark it. */
function refuse(code: 'VALIDATION' | 'NOT_FOUND', name: string, message: string): never {
  throw new AppError(code, message, { [name]: [message] });
}

const TABLES = { sms: smsTemplates, email: emailTemplates } as const;

/** A template of the business on that channel; another business's, or none, is NOT_FOUND (nothing leaks). */
async function templateOf(db: TDb, businessId: string, channel: 'sms' | 'email', id: string) {
  const table = TABLES[channel];
  const [row] = isUuid(id)
    ? await db
        .select({ active: table.active })
        .from(table)
        .where(and(eq(table.businessId, businessId), eq(table.id, id)))
        .limit(1)
    : [];
  if (!row) refuse('NOT_FOUND', `${channel}TemplateId`, AUTOMATION_MESSAGES.templateNotFound);
  return row;
}
