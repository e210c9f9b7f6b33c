import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  businesses,
  campaigns,
  communicationLogs,
  customerConsents,
  customerProgramProgress,
  customerRewards,
  customers,
  locations,
  loyaltyPrograms,
  qrCodes,
  transactions,
} from '../src/db/schema/index.ts';
import type { TTestApp } from './harness.ts';

const at = (s: string) => new Date(s);
let seq = 0;

/** The business's time zone, as /settings would store it. */
export async function setTimeZone(t: TTestApp, businessId: string, timeZone: string | null) {
  await t.db.update(businesses).set({ timeZone }).where(eq(businesses.id, businessId));
}

export async function seedCustomer(
  t: TTestApp,
  businessId: string,
  createdAt: string,
  extra: { deletedAt?: string } = {},
): Promise<string> {
  seq += 1;
  const [row] = await t.db
    .insert(customers)
    .values({
      businessId,
      uniqueCustomerId: `CUS9${String(seq).padStart(5, '0')}`,
      firstName: `Seeded ${seq}`,
      createdAt: at(createdAt),
      deletedAt: extra.deletedAt ? at(extra.deletedAt) : null,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer insert returned nothing');
  return row.id;
}

type TLedgerRow = {
  customerId: string;
  type: string;
  at: string;
  programId?: string;
  amount?: number;
  points?: number;
  stamps?: number;
  rewardId?: string;
};

/** Ledger rows as the loyalty engine writes them; returns their ids in order. */
export async function seedLedger(t: TTestApp, businessId: string, rows: TLedgerRow[]): Promise<string[]> {
  const values = rows.map((r) => ({
    id: randomUUID(),
    businessId,
    customerId: r.customerId,
    programId: r.programId ?? null,
    type: r.type,
    // Purchases in the business's currency (US dollars unless a test changes it), in cents.
    amountMinor: r.amount === undefined ? null : Math.round(r.amount * 100),
    currency: r.amount === undefined ? null : 'USD',
    points: r.points ?? 0,
    stamps: r.stamps ?? 0,
    rewardId: r.rewardId ?? null,
    createdAt: at(r.at),
  }));
  await t.db.insert(transactions).values(values);
  return values.map((v) => v.id);
}

/** An undo: a reversal row for each row given, a minute later. */
export async function seedUndo(t: TTestApp, businessId: string, ids: string[], customerId: string, when: string) {
  const originals = await Promise.all(
    ids.map(async (id) => (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]),
  );
  await t.db.insert(transactions).values(
    originals.map((o) => ({
      businessId,
      customerId,
      programId: o?.programId ?? null,
      type: 'reversal',
      points: -(o?.points ?? 0),
      stamps: -(o?.stamps ?? 0),
      reversesId: o?.id ?? null,
      createdAt: at(when),
    })),
  );
}

export async function seedProgram(t: TTestApp, businessId: string, name: string, type: 'points' | 'stamp_card') {
  const [row] = await t.db
    .insert(loyaltyPrograms)
    .values({ businessId, name, type, createdAt: at('2025-01-01T00:00:00Z') })
    .returning({ id: loyaltyPrograms.id });
  if (!row) throw new Error('program insert returned nothing');
  return row.id;
}

export async function seedProgress(
  t: TTestApp,
  businessId: string,
  rows: { customerId: string; programId: string; at: string; pointsBalance?: number }[],
) {
  await t.db.insert(customerProgramProgress).values(
    rows.map((r) => ({
      businessId,
      customerId: r.customerId,
      programId: r.programId,
      pointsBalance: r.pointsBalance ?? 0,
      createdAt: at(r.at),
    })),
  );
}

export async function seedReward(
  t: TTestApp,
  businessId: string,
  r: { customerId: string; programId?: string; earnedAt: string; status: 'earned' | 'redeemed' | 'expired' | 'void' },
): Promise<string> {
  seq += 1;
  const [row] = await t.db
    .insert(customerRewards)
    .values({
      businessId,
      customerId: r.customerId,
      programId: r.programId ?? null,
      rewardName: 'Free coffee',
      rewardType: 'free_item',
      status: r.status,
      redemptionCode: `SEED-${seq}-${randomUUID().slice(0, 6)}`,
      earnedAt: at(r.earnedAt),
    })
    .returning({ id: customerRewards.id });
  if (!row) throw new Error('reward insert returned nothing');
  return row.id;
}

type TMessage = {
  type: 'sms' | 'email';
  status: 'sent' | 'failed' | 'pending';
  at: string;
  opened?: boolean;
  /** When its first tracked link was clicked, and how many clicks in all (1 unless given). */
  clickedAt?: string;
  clicks?: number;
  campaignId?: string;
  /** 'outbox' for one kept by the outbox (no provider configured). */
  provider?: string;
};

export async function seedMessages(t: TTestApp, businessId: string, rows: TMessage[]) {
  await t.db.insert(communicationLogs).values(
    rows.map((r) => ({
      businessId,
      type: r.type,
      status: r.status,
      content: 'Hello',
      createdAt: at(r.at),
      openedAt: r.opened ? at(r.at) : null,
      openCount: r.opened ? 1 : 0,
      campaignId: r.campaignId ?? null,
      provider: r.provider ?? null,
      clickedAt: r.clickedAt ? at(r.clickedAt) : null,
      clickCount: r.clickedAt ? (r.clicks ?? 1) : 0,
    })),
  );
}

type TCampaignSeed = {
  name: string;
  type: 'email' | 'sms';
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled';
  startedAt?: string;
  sentAt?: string;
  recipients?: number;
  queued?: number;
  sent?: number;
  delivered?: number;
  failed?: number;
  opened?: number;
  clicked?: number;
  unsubscribed?: number;
};

/** A campaign with its result counters as the sender, the open pixel and the click redirect leave them. */
export async function seedCampaign(t: TTestApp, businessId: string, c: TCampaignSeed): Promise<string> {
  const [row] = await t.db
    .insert(campaigns)
    .values({
      businessId,
      name: c.name,
      type: c.type,
      status: c.status,
      createdAt: at(c.startedAt ?? '2026-01-01T00:00:00Z'),
      startedAt: c.startedAt ? at(c.startedAt) : null,
      sentAt: c.sentAt ? at(c.sentAt) : null,
      recipientCount: c.recipients ?? 0,
      queuedCount: c.queued ?? (c.sent ?? 0) + (c.failed ?? 0),
      sentCount: c.sent ?? 0,
      deliveredCount: c.delivered ?? 0,
      failedCount: c.failed ?? 0,
      openedCount: c.opened ?? 0,
      clickedCount: c.clicked ?? 0,
      unsubscribedCount: c.unsubscribed ?? 0,
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('campaign insert returned nothing');
  return row.id;
}

export async function seedQrCode(
  t: TTestApp,
  businessId: string,
  q: { location: string | null; signups: number; scans: number; createdAt: string },
) {
  const locationId = q.location?.trim() ? await seedLocation(t, businessId, q.location.trim()) : null;
  const [row] = await t.db
    .insert(qrCodes)
    .values({
      businessId,
      code: `seed-${randomUUID()}`,
      shortCode: randomUUID().slice(0, 8),
      locationId,
      signupCount: q.signups,
      scanCount: q.scans,
      createdAt: at(q.createdAt),
    })
    .returning({ id: qrCodes.id });
  if (!row) throw new Error('qr insert returned nothing');
  return row.id;
}

/** The business's location of that name, added the first time (as the locations API would, without its limit). */
async function seedLocation(t: TTestApp, businessId: string, name: string): Promise<string> {
  const [existing] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.name, name)));
  if (existing) return existing.id;
  const [row] = await t.db.insert(locations).values({ businessId, name }).returning({ id: locations.id });
  if (!row) throw new Error('location insert returned nothing');
  return row.id;
}

export async function seedConsent(
  t: TTestApp,
  businessId: string,
  c: { customerId: string; qrCodeId: string; channel: 'sms' | 'email'; at: string },
) {
  await t.db.insert(customerConsents).values({
    businessId,
    customerId: c.customerId,
    channel: c.channel,
    wording: 'Yes please',
    source: 'signup_form',
    qrCodeId: c.qrCodeId,
    grantedAt: at(c.at),
  });
}
