import { SUPPORT_MESSAGES, type TSupportRequest, type TSupportRequestInput } from '@regulars/contracts';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { supportRequests } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { supportRequestsOn } from '../tiers/index.ts';
import { toSupportRequest } from './to-support-request.ts';

/**
 * Stores a team member's request with the plan it was sent on: a plan with priority support (Agency) puts it at the
 * head of the operator's queue. Refused while the install has support requests switched off.
 */
export async function sendSupportRequest({
  db,
  businessId,
  user,
  input,
}: {
  db: TExecutor;
  businessId: string;
  user: { id: string; email: string; name: string };
  input: TSupportRequestInput;
}): Promise<TSupportRequest> {
  if (!(await supportRequestsOn({ db }))) throw new AppError('CONFLICT', SUPPORT_MESSAGES.switchedOff);
  const tier = await effectiveTier({ db, businessId });
  const [row] = await db
    .insert(supportRequests)
    .values({
      businessId,
      createdByUserId: user.id,
      requesterEmail: user.email,
      requesterName: user.name,
      subject: input.subject,
      message: input.message,
      pagePath: input.pagePath,
      planName: tier.name,
      priority: tier.features.prioritySupport,
    })
    .returning();
  return toSupportRequest(row, []);
}
