import { randomUUID } from 'node:crypto';
import type { TCreateClient } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, tenants, users } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { assertRoomForClient } from './client-limit.ts';

/**
 * An agency adds a client business (issue 32): a full business of its own (customers, programs, messages, limits,
 * credits), on the agency's plan and billed with it (db/triggers.sql carries the agency's plan changes to its clients),
 * counted against max_clients. It starts with no credits: no payment was made for it, so it gets none of the plan's
 * (issue 47); its credits are the ones its agency gives it (give-client-credits.ts). Like every business it is its
 * owner account's row: that account is made here with no way to sign in (no password, an address that cannot receive
 * mail), so the team model stays one admin account per business; the client's real owner joins its team through an
 * invitation (invite-client-owner.ts).
 */
export async function createClient({
  db,
  agencyId,
  user,
  input,
}: {
  db: TDb;
  agencyId: string;
  user: { id: string; name: string; email: string };
  input: TCreateClient;
}): Promise<{ id: string; companyName: string }> {
  return db.transaction(async (tx) => {
    await assertRoomForClient({ tx, agencyId });
    const [agency] = await tx.select().from(businesses).where(eq(businesses.id, agencyId)).limit(1);
    if (!agency?.tierId) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);

    const id = randomUUID();
    await tx.insert(users).values({
      id,
      name: input.companyName,
      email: `client-${id}@clients.regulars.invalid`,
      emailVerified: false,
    });
    const [tenant] = await tx
      .insert(tenants)
      .values({ companyName: input.companyName, adminUserId: id })
      .returning({ id: tenants.id });
    await tx.insert(businesses).values({
      id,
      agencyId,
      email: agency.email,
      companyName: input.companyName,
      tierId: agency.tierId,
      subscriptionStatus: agency.subscriptionStatus,
      trialEndsAt: agency.trialEndsAt,
      subscriptionPeriodEnd: agency.subscriptionPeriodEnd,
      tenantId: tenant.id,
      isTenantAdmin: true,
      timeZone: agency.timeZone,
      currency: agency.currency,
      locale: agency.locale,
    });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId: agencyId,
        actor: actorOfUser(user),
        action: 'agency.client_create',
        targetType: 'business',
        targetId: id,
        details: { companyName: input.companyName },
      },
    });
    return { id, companyName: input.companyName };
  });
}
