import { type SQL, sql } from 'drizzle-orm';
import { campaigns, communicationLogs } from '../db/schema/index.ts';

/**
 * The links a campaign message's tracked links point into, as SQL over communication_logs joined to its campaign:
 * version B's for a message of an A/B test's version B, the campaign's own otherwise. The message itself says which
 * version it is (its metadata's `variant`, written when it is made): the click already reads that row, and it stays
 * right after its customer is deleted, when the message's customer_id is emptied and campaign_recipients could no
 * longer be matched to it. Indices stay small and each version's own, so a link cannot point into the other's.
 */
export function messageLinks(): SQL<string[]> {
  return sql<string[]>`case when ${communicationLogs.metadata}->>'variant' = 'b'
    then coalesce(${campaigns.variantB}->'links', '[]'::jsonb) else ${campaigns.links} end`;
}
