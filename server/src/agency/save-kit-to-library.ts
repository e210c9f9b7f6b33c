import { LIBRARY_MESSAGES, type TLibraryItem } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { agencyLibraryItems } from '../db/schema/index.ts';
import { listEmailTemplates, listSmsTemplates } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { listPrograms } from '../programs/index.ts';
import { kitSettingsOf } from './kit-settings-of.ts';
import { assertLibraryRoom, lockLibraryFrom } from './library-room.ts';
import { toLibraryItem } from './to-library.ts';

/**
 * Saves one client's whole set-up as a starter kit (issue 53): a copy of every program and of every SMS and email
 * template it has now, its automations' settings, its status tiers and its earn multipliers, to add to other clients in
 * one go. Like a single program, the copy changes nobody by itself.
 */
export async function saveKitToLibrary(opts: {
  db: TDb;
  agencyId: string;
  clientId: string;
  name: string;
}): Promise<TLibraryItem> {
  const { db, agencyId, clientId, name } = opts;
  return db.transaction(async (tx) => {
    const clientName = await lockLibraryFrom(tx, agencyId, clientId);
    if (!clientName) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.programNotFound);
    const [{ programs }, sms, email] = await Promise.all([
      listPrograms({ db: tx, businessId: clientId }),
      listSmsTemplates({ db: tx, businessId: clientId }),
      listEmailTemplates({ db: tx, businessId: clientId }),
    ]);
    const settings = await kitSettingsOf({ db: tx, clientId, sms, email });
    const pieces =
      programs.length +
      sms.length +
      email.length +
      settings.automations.length +
      (settings.statusTiers ? 1 : 0) +
      settings.multipliers.length;
    if (pieces === 0) throw new AppError('VALIDATION', LIBRARY_MESSAGES.kitEmpty);
    await assertLibraryRoom(tx, agencyId, name);
    const [row] = await tx
      .insert(agencyLibraryItems)
      .values({
        businessId: agencyId,
        kind: 'kit',
        name,
        payload: {
          // Oldest first, so each client gets them in the order they were made.
          programs: [...programs]
            .reverse()
            .map((p) => ({ name: p.name, description: p.description, type: p.type, config: p.config })),
          smsTemplates: [...sms]
            .reverse()
            .map((t) => ({ name: t.name, triggerType: t.triggerType, messageTemplate: t.messageTemplate })),
          emailTemplates: [...email].reverse().map((t) => ({
            name: t.name,
            triggerType: t.triggerType,
            subject: t.subject,
            body: t.body,
            design: t.design,
          })),
          ...settings,
        },
        sourceName: clientName,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Library item not saved');
    return toLibraryItem(row);
  });
}
