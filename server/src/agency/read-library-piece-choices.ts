import { AGENCY_MESSAGES, type TLibraryPieceChoices } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { listEmailTemplates, listSmsTemplates } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { kitAutomationsOf } from './kit-settings-of.ts';

/**
 * What of one of the agency's clients can be saved to the library on its own: its SMS and email templates (newest
 * first, as its own pages list them) and the automations it has set up. Another agency's client is not found.
 */
export async function readLibraryPieceChoices({
  db,
  agencyId,
  clientId,
}: {
  db: TDb;
  agencyId: string;
  clientId: string;
}): Promise<TLibraryPieceChoices> {
  const [client] = await db
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)));
  if (!client) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.clientNotFound);
  const [sms, email] = await Promise.all([
    listSmsTemplates({ db, businessId: clientId }),
    listEmailTemplates({ db, businessId: clientId }),
  ]);
  const automations = await kitAutomationsOf({ db, clientId, sms, email });
  return {
    clientName: client.name,
    smsTemplates: sms.map(({ id, name }) => ({ id, name })),
    emailTemplates: email.map(({ id, name }) => ({ id, name })),
    automations: automations.map((a) => a.kind),
  };
}
