import { AGENCY_MESSAGES, type TGiveClientCreditsResponse } from '@regulars/contracts';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import { changeCredits } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { lockAgencyAndClient } from './lock-client.ts';

/**
 * The agency gives one client credits from its own balance (issue 47): a client gets no plan credits of its own, so
 * what its sends cost beyond the plan's SMS allowance is paid with credits its agency had. One transaction: the
 * agency's balance goes down and the client's up, an `agency_transfer` row on each ledger and a row in each audit
 * trail. An agency can give only what it has, and its plan's credits come only with a confirmed payment, so an agency
 * on an unpaid trial has none to give.
 */
export async function giveClientCredits({
  db,
  agencyId,
  clientId,
  credits,
  user,
}: {
  db: TDb;
  agencyId: string;
  clientId: string;
  credits: number;
  user: { id: string; name: string; email: string };
}): Promise<TGiveClientCreditsResponse> {
  return db.transaction(async (tx) => {
    const { agency, client } = await lockAgencyAndClient({ tx, agencyId, clientId });
    if (client.closedAt) throw new AppError('CONFLICT', AGENCY_MESSAGES.creditsToClosed(client.companyName));
    if (agency.credits < credits) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.creditsShort(agency.credits, credits), {
        balance: agency.credits,
      });
    }
    const given = await changeCredits({
      tx,
      businessId: agency.id,
      delta: -credits,
      kind: 'agency_transfer',
      reason: `Given to ${client.companyName}`,
      actorUserId: user.id,
    });
    const taken = await changeCredits({
      tx,
      businessId: client.id,
      delta: credits,
      kind: 'agency_transfer',
      reason: `From ${agency.companyName}`,
      actorUserId: user.id,
    });
    const agencyCredits = given?.balance ?? agency.credits - credits;
    const clientCredits = taken?.balance ?? client.credits + credits;
    for (const businessId of [agency.id, client.id]) {
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor: actorOfUser(user),
          action: 'agency.credits_give',
          targetType: 'business',
          targetId: client.id,
          details: {
            companyName: client.companyName,
            agency: agency.companyName,
            credits,
            agencyCredits,
            clientCredits,
          },
        },
      });
    }
    return { agencyCredits, client: { id: client.id, companyName: client.companyName, credits: clientCredits } };
  });
}
