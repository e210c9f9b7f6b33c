import { amountOfRow, CUSTOMER_MESSAGES, sayLines, type TCustomerDataExport } from '@regulars/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.ts';
import {
  businesses,
  communicationLogs,
  customerConsents,
  customerProgramProgress,
  customerRewards,
  customers,
  loyaltyPrograms,
  transactions,
} from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the business keeps about one of its customers, for the customer's own download (the portal) and for
 * the business answering an access request: profile, consents, standing, the whole ledger oldest first, rewards and
 * messages. Each read is scoped by business and customer; a deleted (anonymised), malformed or another business's
 * id is NOT_FOUND. Statements run one after another: inside a transaction they share one connection.
 */
export async function exportCustomerData({
  db,
  businessId,
  customerId,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now?: Date;
}): Promise<TCustomerDataExport> {
  const [row] = isUuid(customerId)
    ? await db
        .select({ customer: customers, businessName: businesses.companyName })
        .from(customers)
        .innerJoin(businesses, eq(businesses.id, customers.businessId))
        .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId), isNull(customers.deletedAt)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  const { customer: c } = row;
  // The customer's own rows of a table.
  const own = (t: { businessId: AnyPgColumn; customerId: AnyPgColumn }) =>
    and(eq(t.businessId, businessId), eq(t.customerId, c.id));

  const consents = await db
    .select()
    .from(customerConsents)
    .where(own(customerConsents))
    .orderBy(asc(customerConsents.grantedAt));
  const programNames = new Map(
    (
      await db
        .select({ id: loyaltyPrograms.id, name: loyaltyPrograms.name, type: loyaltyPrograms.type })
        .from(loyaltyPrograms)
        .where(eq(loyaltyPrograms.businessId, businessId))
    ).map((p) => [p.id, p]),
  );
  const nameOf = (programId: string | null) => (programId ? (programNames.get(programId)?.name ?? null) : null);
  const progress = await db
    .select()
    .from(customerProgramProgress)
    .where(own(customerProgramProgress))
    .orderBy(asc(customerProgramProgress.createdAt));
  const ledger = await db
    .select()
    .from(transactions)
    .where(own(transactions))
    .orderBy(asc(transactions.createdAt), asc(transactions.seq));
  const rewards = await db
    .select()
    .from(customerRewards)
    .where(own(customerRewards))
    .orderBy(asc(customerRewards.earnedAt));
  const messages = await db
    .select()
    .from(communicationLogs)
    .where(own(communicationLogs))
    .orderBy(asc(communicationLogs.createdAt));

  return {
    exportedAt: now.toISOString(),
    business: { name: row.businessName },
    profile: {
      id: c.id,
      customerNumber: c.uniqueCustomerId,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      birthday: c.birthday,
      joinedAt: c.createdAt.toISOString(),
      memberSince: c.memberSince,
      optedInSms: c.optedInSms,
      optedInEmail: c.optedInEmail,
      emailUnsubscribedAt: iso(c.emailUnsubscribedAt),
      portalEnabled: c.portalEnabled,
      lastLoginAt: iso(c.lastLoginAt),
      lastVisitAt: iso(c.lastVisitAt),
      totalPoints: c.totalPoints,
      lifetimePointsEarned: c.lifetimePointsEarned,
      totalVisits: c.totalVisits,
    },
    consents: consents.map((k) => ({
      channel: k.channel,
      wording: k.wording,
      source: k.source,
      grantedAt: k.grantedAt.toISOString(),
      ipAddress: k.ipAddress,
      userAgent: k.userAgent,
    })),
    programs: progress.map((p) => ({
      name: nameOf(p.programId) ?? 'A program no longer offered',
      type: (p.programId && programNames.get(p.programId)?.type) || 'unknown',
      pointsBalance: p.pointsBalance,
      totalEarned: p.totalEarned,
      stampsCurrent: p.stampsCurrent,
      lastActivityAt: iso(p.lastActivityAt),
    })),
    ledger: ledger.map((t) => ({
      at: t.createdAt.toISOString(),
      type: t.type,
      program: nameOf(t.programId),
      points: t.points,
      stamps: t.stamps,
      amount: amountOfRow(t),
      currency: t.currency,
      note: t.note,
      // In English, as the rest of the export's fields.
      summary: t.summary && sayLines(t.summary).changes,
    })),
    rewards: rewards.map((r) => ({
      name: r.rewardName,
      description: r.rewardDescription,
      program: nameOf(r.programId),
      status: r.status,
      code: r.redemptionCode,
      earnedAt: r.earnedAt.toISOString(),
      expiresAt: iso(r.expiresAt),
      redeemedAt: iso(r.redeemedAt),
    })),
    messages: messages.map((m) => ({
      at: m.createdAt.toISOString(),
      channel: m.type,
      subject: m.subject,
      content: m.content,
      status: m.status,
    })),
  };
}
