import type { TCommunication } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { communicationLogs, customers } from '../db/schema/index.ts';

/** The list shows this many characters of a message; the detail shows all of it. */
export const PREVIEW_LENGTH = 160;

/** A log row with its customer (left join: a log may outlive a customer row removed with its business). */
export function selectCommunications(db: TExecutor, opts: { fullContent: boolean }) {
  return db
    .select({
      log: {
        id: communicationLogs.id,
        type: communicationLogs.type,
        status: communicationLogs.status,
        templateName: communicationLogs.templateName,
        subject: communicationLogs.subject,
        content: opts.fullContent
          ? communicationLogs.content
          : sql<string>`left(${communicationLogs.content}, ${PREVIEW_LENGTH})`,
        openedAt: communicationLogs.openedAt,
        openCount: communicationLogs.openCount,
        createdAt: communicationLogs.createdAt,
        provider: communicationLogs.provider,
        providerMessageId: communicationLogs.providerMessageId,
        metadata: communicationLogs.metadata,
      },
      customer: {
        id: customers.id,
        uniqueCustomerId: customers.uniqueCustomerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phone: customers.phone,
        deletedAt: customers.deletedAt,
      },
    })
    .from(communicationLogs)
    .leftJoin(customers, eq(customers.id, communicationLogs.customerId));
}

type TRow = Awaited<ReturnType<ReturnType<typeof selectCommunications>['execute']>>[number];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Where a log came from: a quick send from /customers, a campaign, or the trigger that sent it. */
function sourceOf(metadata: Record<string, unknown>): string | null {
  if (metadata.quick === true) return 'quick';
  if (metadata.campaign === true) return 'campaign';
  return text(metadata.trigger);
}

export function toCommunication({ log, customer }: TRow): TCommunication {
  return {
    id: log.id,
    type: log.type,
    status: log.status,
    templateName: log.templateName,
    subject: log.subject,
    content: log.content,
    openedAt: iso(log.openedAt),
    openCount: log.openCount,
    createdAt: iso(log.createdAt) ?? '',
    provider: log.provider,
    source: sourceOf(log.metadata ?? {}),
    customer: customer
      ? {
          id: customer.id,
          uniqueCustomerId: customer.uniqueCustomerId,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          deleted: customer.deletedAt !== null,
        }
      : null,
  };
}

export type TCommunicationRow = TRow;
