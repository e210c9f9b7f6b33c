import type { TCustomDomainState } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { domainAddress } from '../db/customer-address.ts';
import { customDomains } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { ownershipRecord } from './hostname-rules.ts';

/** Settings → "Your own domain": whether the plan allows one, and the domain with the records to create. */
export async function readCustomDomain({
  db,
  config,
  businessId,
}: {
  db: TExecutor;
  config: Pick<TConfig, 'appUrl' | 'customDomains'>;
  businessId: string;
}): Promise<TCustomDomainState> {
  const [tier, [row]] = await Promise.all([
    effectiveTier({ db, businessId }),
    db.select().from(customDomains).where(eq(customDomains.businessId, businessId)),
  ]);
  const allowed = tier.features.whiteLabel;
  if (!row) return { allowed, domain: null };
  const ownership = ownershipRecord(row.hostname, row.verifyToken);
  return {
    allowed,
    domain: {
      hostname: row.hostname,
      status: row.status,
      address: domainAddress(config.appUrl, row.hostname),
      records: [
        { type: 'CNAME', name: row.hostname, value: config.customDomains.target, purpose: 'traffic' },
        { type: 'TXT', ...ownership, purpose: 'ownership' },
      ],
      problem: row.problem,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      checking:
        row.status === 'pending' &&
        row.checkRequestedAt !== null &&
        (row.lastCheckedAt === null || row.checkRequestedAt > row.lastCheckedAt),
    },
  };
}
