import { AGENCY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

export type TLockedAgency = { id: string; companyName: string; credits: number };
export type TLockedClient = {
  id: string;
  companyName: string;
  tenantId: string | null;
  closedAt: Date | null;
  credits: number;
};

/**
 * Locks the agency's row, then its client's, for a change that moves credits between them (a gift, a release). Every
 * such change takes the two in this order, as adding a client and the agency's plan trigger do, so two of them never
 * wait on each other; a client's own sends lock only the client. A business that is not this agency's client is
 * refused as unknown.
 */
export async function lockAgencyAndClient({
  tx,
  agencyId,
  clientId,
}: {
  tx: TExecutor;
  agencyId: string;
  clientId: string;
}): Promise<{ agency: TLockedAgency; client: TLockedClient }> {
  const [agency] = await tx
    .select({ id: businesses.id, companyName: businesses.companyName, credits: businesses.creditsRemaining })
    .from(businesses)
    .where(eq(businesses.id, agencyId))
    .for('no key update');
  if (!agency) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const [client] = await tx
    .select({
      id: businesses.id,
      companyName: businesses.companyName,
      tenantId: businesses.tenantId,
      closedAt: businesses.closedAt,
      credits: businesses.creditsRemaining,
    })
    .from(businesses)
    .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)))
    .for('update');
  if (!client) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.clientNotFound);
  return { agency, client };
}
