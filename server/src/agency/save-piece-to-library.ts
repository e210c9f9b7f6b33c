import { AGENCY_MESSAGES, LIBRARY_MESSAGES, type TLibraryItem, type TSaveLibraryPiece } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TLibraryPayload } from '../db/schema/index.ts';
import { listEmailTemplates, listSmsTemplates } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { kitAutomationsOf } from './kit-settings-of.ts';
import { lockLibraryFrom, putLibraryItem } from './library-room.ts';
import { toLibraryItem } from './to-library.ts';

/**
 * Saves one SMS or email template, or one automation, of a client as a library item of its own (issue 53: "a
 * program, a template, an automation"), to add to many clients the way a kit's piece is added. A template's item takes
 * the template's name; an automation's is the agency's name for it, and keeps its win-back's templates by name. As a
 * program's, the copy changes no client by itself; with `replace`, it becomes the next version of the item of that
 * name.
 */
export async function saveLibraryPiece({
  db,
  agencyId,
  input,
}: {
  db: TDb;
  agencyId: string;
  input: TSaveLibraryPiece;
}): Promise<TLibraryItem> {
  const { clientId } = input;
  return db.transaction(async (tx) => {
    const clientName = await lockLibraryFrom(tx, agencyId, clientId);
    if (!clientName) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.clientNotFound);
    const [sms, email] = await Promise.all([
      listSmsTemplates({ db: tx, businessId: clientId }),
      listEmailTemplates({ db: tx, businessId: clientId }),
    ]);
    const put = (kind: 'sms_template' | 'email_template' | 'automation', name: string, payload: TLibraryPayload) =>
      putLibraryItem(tx, {
        agencyId,
        kind,
        name,
        payload,
        sourceName: clientName,
        replace: input.replace === true,
        otherKind: LIBRARY_MESSAGES.otherKind,
      });

    if (input.kind === 'sms_template') {
      const template = sms.find((t) => t.id === input.templateId);
      if (!template) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.templateNotFound);
      const { triggerType, messageTemplate } = template;
      return toLibraryItem(await put('sms_template', template.name, { triggerType, messageTemplate }));
    }
    if (input.kind === 'email_template') {
      const template = email.find((t) => t.id === input.templateId);
      if (!template) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.templateNotFound);
      const { triggerType, subject, body, design } = template;
      return toLibraryItem(await put('email_template', template.name, { triggerType, subject, body, design }));
    }
    const automations = await kitAutomationsOf({ db: tx, clientId, sms, email });
    const automation = automations.find((a) => a.kind === input.automation);
    if (!automation) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.automationNotSet);
    return toLibraryItem(await put('automation', input.name.trim(), automation));
  });
}
