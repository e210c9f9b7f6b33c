import { randomBytes } from 'node:crypto';
import { CUSTOM_DOMAIN_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { effectiveTier } from '../billing/index.ts';
import { deleteBusinessKey, findBusinessByKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { customDomains } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { isPlatformHostname, normalHostname } from './hostname-rules.ts';
import { CUSTOM_DOMAIN_JOBS } from './jobs.ts';

/**
 * PUT /settings/domain: the business's own domain, on a white-label plan (team admin). A new name replaces the one
 * before (its links go back to the platform's address until the new one is verified); the same name again changes
 * nothing. Its first check is queued with it.
 */
export async function addCustomDomain({
  db,
  queue,
  config,
  businessId,
  actor,
  typed,
}: {
  db: TDb;
  queue: TQueue;
  config: Pick<TConfig, 'appUrl' | 'customDomains'>;
  businessId: string;
  actor: TBusinessActor;
  typed: string;
}): Promise<void> {
  if (!(await effectiveTier({ db, businessId })).features.whiteLabel) {
    throw new AppError('PLAN_LIMIT', CUSTOM_DOMAIN_MESSAGES.notOnPlan);
  }
  const hostname = normalHostname(typed);
  if (!hostname) throw new AppError('VALIDATION', CUSTOM_DOMAIN_MESSAGES.hostnameInvalid);
  if (isPlatformHostname(hostname, { appUrl: config.appUrl, target: config.customDomains.target })) {
    throw new AppError('VALIDATION', CUSTOM_DOMAIN_MESSAGES.hostnameOurs);
  }
  const holder = await findBusinessByKey({ db, kind: 'custom_domain', key: hostname });
  if (holder !== null && holder !== businessId) throw new AppError('CONFLICT', CUSTOM_DOMAIN_MESSAGES.hostnameTaken);

  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customDomains)
      .where(eq(customDomains.businessId, businessId))
      .for('update');
    if (before?.hostname === hostname) return;
    if (before?.status === 'verified') {
      await deleteBusinessKey({ tx, kind: 'custom_domain', key: before.hostname, businessId });
    }
    const fresh = {
      hostname,
      verifyToken: randomBytes(16).toString('hex'),
      status: 'pending' as const,
      problem: null,
      checkRequestedAt: new Date(),
      lastCheckedAt: null,
      verifiedAt: null,
      createdAt: new Date(),
    };
    await tx
      .insert(customDomains)
      .values({ businessId, ...fresh })
      .onConflictDoUpdate({ target: customDomains.businessId, set: fresh });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'custom_domain.add',
        targetType: 'custom_domain',
        details: { name: hostname },
      },
    });
    await queue.send(CUSTOM_DOMAIN_JOBS.check, { businessId }, { tx });
  });
}
