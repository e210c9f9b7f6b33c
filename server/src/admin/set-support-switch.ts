import type { TDb } from '../db/client.ts';
import { writeSupportRequestsOn } from '../tiers/index.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';

/** Switches the install's support requests on or off, audited when it changes (the switch and its row commit together). */
export async function setSupportSwitch({
  db,
  enabled,
  actor,
}: {
  db: TDb;
  enabled: boolean;
  actor: TAuditActor;
}): Promise<{ enabled: boolean }> {
  await db.transaction(async (tx) => {
    const before = await writeSupportRequestsOn({ db: tx, enabled });
    if (before === enabled) return;
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'support.switch',
        targetType: 'platform',
        before: { supportRequests: before },
        after: { supportRequests: enabled },
      },
    });
  });
  return { enabled };
}
