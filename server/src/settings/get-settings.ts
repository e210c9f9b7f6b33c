import type { TSettings } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { readEmailConfig } from './read-email-config.ts';
import { readBusinessSettings } from './read-sending-settings.ts';

/** Everything /settings shows; `canEdit` says whether the caller may change it (a team member may not). */
export async function getSettings({
  db,
  secrets,
  businessId,
  canEdit,
  defaultRegion,
}: {
  db: TDb;
  secrets: TSecretBox;
  businessId: string;
  canEdit: boolean;
  /** DEFAULT_PHONE_REGION: the country of a business that has none of its own. */
  defaultRegion: string;
}): Promise<TSettings> {
  const [business, emailConfig] = await Promise.all([
    readBusinessSettings({ db, businessId, defaultRegion }),
    readEmailConfig({ db, secrets, businessId }),
  ]);
  return { canEdit, ...business, emailConfig };
}
