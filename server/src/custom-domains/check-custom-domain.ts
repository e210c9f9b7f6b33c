import { CUSTOM_DOMAIN_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { findBusinessByKey, saveBusinessKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { customDomains } from '../db/schema/index.ts';
import { lookUpTxt } from './dns-lookup.ts';
import { ownershipRecord } from './hostname-rules.ts';

/**
 * The job custom-domain.check: looks up the domain's TXT record and verifies the domain when one of its texts is the
 * business's. Verified, the name is held in business_keys (the first business to verify it holds it; a second is
 * told it is taken) and every link and QR code made from then on carries it. Otherwise the reason is kept in plain
 * words for the Settings card. A domain removed or already verified meanwhile is left as it is.
 */
export async function checkCustomDomain({
  db,
  dnsServers,
  businessId,
}: {
  db: TDb;
  dnsServers: string[];
  businessId: string;
}): Promise<{ status: 'verified' | 'pending' | 'gone' }> {
  const [row] = await db.select().from(customDomains).where(eq(customDomains.businessId, businessId));
  if (!row) return { status: 'gone' };
  if (row.status === 'verified') return { status: 'verified' };

  const expected = ownershipRecord(row.hostname, row.verifyToken);
  const found = await lookUpTxt(expected.name, dnsServers);
  const holds = found.kind === 'found' && found.texts.some((text) => text.trim() === expected.value);
  const problem = holds
    ? null
    : found.kind === 'failed'
      ? CUSTOM_DOMAIN_MESSAGES.lookupFailed
      : found.kind === 'found'
        ? CUSTOM_DOMAIN_MESSAGES.recordWrong
        : CUSTOM_DOMAIN_MESSAGES.recordMissing;

  return db.transaction(async (tx) => {
    // Read again under a lock: the owner may have changed or removed the name during the lookup.
    const [now] = await tx.select().from(customDomains).where(eq(customDomains.businessId, businessId)).for('update');
    if (!now || now.hostname !== row.hostname || now.verifyToken !== row.verifyToken)
      return { status: 'gone' as const };
    const checkedAt = new Date();
    if (problem !== null) {
      await tx
        .update(customDomains)
        .set({ problem, lastCheckedAt: checkedAt })
        .where(eq(customDomains.businessId, businessId));
      return { status: 'pending' as const };
    }
    const holder = await findBusinessByKey({ db: tx, kind: 'custom_domain', key: row.hostname });
    if (holder !== null && holder !== businessId) {
      await tx
        .update(customDomains)
        .set({ problem: CUSTOM_DOMAIN_MESSAGES.hostnameTaken, lastCheckedAt: checkedAt })
        .where(eq(customDomains.businessId, businessId));
      return { status: 'pending' as const };
    }
    await saveBusinessKey({ tx, kind: 'custom_domain', key: row.hostname, businessId });
    await tx
      .update(customDomains)
      .set({ status: 'verified', problem: null, lastCheckedAt: checkedAt, verifiedAt: checkedAt })
      .where(eq(customDomains.businessId, businessId));
    return { status: 'verified' as const };
  });
}
