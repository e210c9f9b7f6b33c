import type { TCampaign } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { quietHoursEnd } from '../messaging/index.ts';
import { type TCampaignRow, toCampaign } from './to-campaign.ts';

export type TQuietHours = { timeZone: string | null; start: string; end: string };

/**
 * What holds an SMS campaign back right now: the end of the business's quiet hours while it sends, or for a draft,
 * were it sent now (so the owner knows before sending). Email and scheduled campaigns are never held here.
 */
export function quietHold({
  campaign,
  hours,
  now = new Date(),
}: {
  campaign: Pick<TCampaign, 'type' | 'status'>;
  hours: TQuietHours;
  now?: Date;
}): TCampaign['quietHold'] {
  if (campaign.type !== 'sms' || (campaign.status !== 'draft' && campaign.status !== 'sending')) return null;
  const until = quietHoursEnd({ now, ...hours });
  return until ? { until: until.toISOString(), timeZone: hours.timeZone ?? 'UTC' } : null;
}

/** The business's quiet hours as the campaign sender keeps them. */
export async function readQuietHours(db: TExecutor, businessId: string): Promise<TQuietHours> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone, start: businesses.quietHoursStart, end: businesses.quietHoursEnd })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? { timeZone: null, start: '00:00', end: '00:00' };
}

/** A campaigns row as the API answers one campaign: with what holds it back, if anything. */
export async function campaignAnswer(db: TExecutor, businessId: string, row: TCampaignRow): Promise<TCampaign> {
  const hours = row.type === 'sms' ? await readQuietHours(db, businessId) : null;
  return toCampaign(row, hours ? quietHold({ campaign: row, hours }) : null);
}
