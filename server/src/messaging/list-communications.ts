import type { TCommunicationList, TCommunicationStatusFilter, TCommunicationTypeFilter } from '@regulars/contracts';
import { and, count, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { searchPattern } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { communicationLogs, customers } from '../db/schema/index.ts';
import { OUTBOX_PROVIDER } from '../providers/outbox-provider.ts';
import { selectCommunications, toCommunication } from './communication-rows.ts';

/**
 * The status filter as the history's badges read: 'sent' is taken by a provider and not yet opened; 'outbox' is kept by
 * the outbox (no provider for its channel, so nobody has it); 'opened' is any opened message.
 */
function statusWhere(status: TCommunicationStatusFilter): SQL | undefined {
  const unopened = and(eq(communicationLogs.status, 'sent'), isNull(communicationLogs.openedAt));
  switch (status) {
    case 'sent':
      return and(unopened, sql`${communicationLogs.provider} is distinct from ${OUTBOX_PROVIDER}`);
    case 'outbox':
      return and(unopened, eq(communicationLogs.provider, OUTBOX_PROVIDER));
    case 'opened':
      return isNotNull(communicationLogs.openedAt);
    case 'failed':
      return eq(communicationLogs.status, 'failed');
    default:
      return undefined;
  }
}

/**
 * A search matches the message (subject, template name, content: the log's trigram-indexed search_text) or its
 * recipient (name, email, phone in any format, customer id: the customers' own trigram-indexed search_text).
 */
function searchWhere(businessId: string, search: string | undefined): SQL | undefined {
  const pattern = searchPattern(search);
  if (!pattern) return undefined;
  const recipients = sql`select ${customers.id} from ${customers} where ${and(
    eq(customers.businessId, businessId),
    like(customers.searchText, pattern),
  )}`;
  return or(like(communicationLogs.searchText, pattern), sql`${communicationLogs.customerId} in (${recipients})`);
}

/**
 * One page of the business's whole message history, newest first, with the number of messages that match. Not
 * capped at the spec's 500 rows: every page is a walk down one of the (business, created_at, id) indexes.
 */
export async function listCommunications({
  db,
  businessId,
  query,
}: {
  db: TExecutor;
  businessId: string;
  query: {
    search?: string;
    type: TCommunicationTypeFilter;
    status: TCommunicationStatusFilter;
    page: number;
    limit: number;
  };
}): Promise<TCommunicationList> {
  const where = and(
    eq(communicationLogs.businessId, businessId),
    query.type === 'all' ? undefined : eq(communicationLogs.type, query.type),
    statusWhere(query.status),
    searchWhere(businessId, query.search),
  );
  const [rows, [total]] = await Promise.all([
    selectCommunications(db, { fullContent: false })
      .where(where)
      // NULLS LAST as in the indexes' definitions, so the page walks them instead of sorting.
      .orderBy(sql`${communicationLogs.createdAt} desc nulls last`, sql`${communicationLogs.id} desc nulls last`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(communicationLogs).where(where),
  ]);
  return {
    communications: rows.map(toCommunication),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
