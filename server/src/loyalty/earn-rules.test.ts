import { line, PROGRAM_CONFIG_SCHEMAS, sayLine, type TChangeLine, type TProgram } from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  discountStanding,
  earnOutcome,
  guardMessage,
  pointsForPurchase,
  type TEarnContext,
} from './earn-rules.ts';

const now = new Date('2026-11-23T12:00:00Z');
/** The lines as the API says them (English), or in another language. */
const said = (lines: TChangeLine[], language: 'en' | 'fr' | 'de' = 'en') =>
  lines.map((change) => sayLine(change, appTranslatorFor(language)));
/** Held earns as the engine words them for a business with one program. */
const heldSaid = (held: { lead: TChangeLine; reason: TChangeLine }[], language: 'en' | 'fr' | 'de' = 'en') =>
  said(
    held.map((values) => line('changes.held', values)),
    language,
  );
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const ctx = (over: Partial<TEarnContext> = {}): TEarnContext => ({
  stampsCurrent: 0,
  cardExpiresAt: null,
  lastEarnAt: null,
  earnedLast24h: 0,
  hasOpenReward: false,
  everRewarded: false,
  ...over,
});
function program<T extends TProgram['type']>(type: T, config: Record<string, unknown> = {}): TProgram {
  return {
    id: 'p1',
    name: 'Club',
    type,
    status: 'active',
    createdAt: now.toISOString(),
    config: PROGRAM_CONFIG_SCHEMAS[type].parse(config),
  } as TProgram;
}
const visit = { kind: 'visit' as const, amount: null, now };
const purchase = (amount: number) => ({ kind: 'purchase' as const, amount, now });

describe('points for a purchase', () => {
  it('is floor(amount × points per dollar) without floating-point slips', () => {
    expect(pointsForPurchase(12.99, 1)).toBe(12);
    expect(pointsForPurchase(12.99, 1.5)).toBe(19);
    expect(pointsForPurchase(0.29, 100)).toBe(29);
    expect(pointsForPurchase(0.99, 0.1)).toBe(0);
    expect(pointsForPurchase(1_000_000, 1000)).toBe(1_000_000_000);
  });

  it('earns only on purchases, up to the daily cap, with the expiry in force now', () => {
    const p = program('points', { pointsExpireDays: 30, dailyPointsCap: 100 });
    expect(earnOutcome(p, visit, ctx(), 1).points).toBe(0);
    const out = earnOutcome(p, purchase(40), ctx({ earnedLast24h: 90 }), 1);
    expect(out.points).toBe(10);
    expect(said(out.changes)).toEqual(['+10 points']);
    expect(said(out.changes, 'fr')).toEqual(['+10 points']);
    expect(heldSaid(out.warnings)).toEqual(['Points capped: the daily limit of 100 points is reached']);
    expect(heldSaid(out.warnings, 'de')).toEqual(['Punkte gedeckelt: das Tageslimit von 100 Punkten ist erreicht']);
    expect(out.pointsExpireAt?.toISOString()).toBe('2026-12-23T12:00:00.000Z');
    expect(earnOutcome(program('points', { pointsExpireDays: 0 }), purchase(5), ctx(), 1).pointsExpireAt).toBeNull();
  });
});

describe('stamp card', () => {
  const card = program('stamp_card', { stampsRequired: 3, rewardDescription: 'Free coffee', cardExpireDays: 90 });

  it('starts a card with its expiry, and completes it with a reward', () => {
    const first = earnOutcome(card, visit, ctx(), 1);
    expect(first).toMatchObject({ stamps: 1, reward: null });
    expect(said(first.changes)).toEqual(['Stamp 1 of 3']);
    expect(said(first.changes, 'de')).toEqual(['Stempel 1 von 3']);
    expect(first.cardExpiresAt?.toISOString()).toBe('2027-02-21T12:00:00.000Z');
    const last = earnOutcome(card, visit, ctx({ stampsCurrent: 2, cardExpiresAt: first.cardExpiresAt }), 3);
    expect(last).toMatchObject({ stamps: -2, cardExpiresAt: null });
    expect(said(last.changes, 'fr')).toEqual(['Tampon 3 sur 3']);
    expect(last.reward).toMatchObject({ name: 'Free coffee', type: 'stamp_card', expiresAt: null, singleUse: true });
  });

  it('lets a lapsed card go before the new stamp', () => {
    const out = earnOutcome(card, visit, ctx({ stampsCurrent: 2, cardExpiresAt: minutesAgo(1) }), 3);
    expect(out).toMatchObject({ lapsedStamps: 2, stamps: 1 });
    expect(said(out.changes)).toEqual(['Stamp 1 of 3']);
  });

  it('holds a stamp inside the cooldown, past the daily limit, and on a full card without multiple cards', () => {
    const cooldown = guardMessage(
      { cooldownMinutes: 10, dailyLimit: 0 },
      ctx({ lastEarnAt: minutesAgo(3) }),
      now,
      'stamp',
    );
    expect(said(cooldown ? [cooldown] : [])).toEqual(['the next one can be given in 7 minutes']);
    expect(said(cooldown ? [cooldown] : [], 'de')).toEqual(['der nächste ist erst in 7 Minuten möglich']);
    expect(
      guardMessage({ cooldownMinutes: 10, dailyLimit: 0 }, ctx({ lastEarnAt: minutesAgo(10) }), now, 'stamp'),
    ).toBeNull();
    const daily = guardMessage({ cooldownMinutes: 0, dailyLimit: 1 }, ctx({ earnedLast24h: 1 }), now, 'stamp');
    expect(said(daily ? [daily] : [])).toEqual(['the daily limit of 1 stamp is reached']);
    const single = program('stamp_card', { allowMultipleCards: false });
    const full = earnOutcome(single, visit, ctx({ hasOpenReward: true }), 1);
    expect(full).toMatchObject({ stamps: 0, changes: [] });
    expect(heldSaid(full.warnings)).toEqual(['No stamp: redeem the reward to start a new card']);
    expect(heldSaid(full.warnings, 'fr')).toEqual([
      'Pas de tampon : utilisez la récompense pour commencer une nouvelle carte',
    ]);
  });

  it('gives several stamps for several items, starts the next card with what a full one leaves, and caps at the daily limit', () => {
    const twoCoffees = { ...visit, stamps: 2 };
    const first = earnOutcome(card, twoCoffees, ctx(), 1);
    expect(first).toMatchObject({ stamps: 2, reward: null });
    expect(said(first.changes)).toEqual(['+2 stamps: 2 of 3']);
    expect(said(first.changes, 'fr')).toEqual(['+2 tampons : 2 sur 3']);
    expect(first.cardExpiresAt?.toISOString()).toBe('2027-02-21T12:00:00.000Z');

    // At 2 of 3, two more: the card fills (its reward) and the other stamp starts the next card, with a new expiry.
    const fills = earnOutcome(card, twoCoffees, ctx({ stampsCurrent: 2, cardExpiresAt: minutesAgo(-60) }), 2);
    expect(fills).toMatchObject({ stamps: -1, reward: { name: 'Free coffee' } });
    expect(said(fills.changes)).toEqual(['+2 stamps: 3 of 3']);
    expect(said(fills.afterReward ?? [])).toEqual(['1 stamp on the next card']);
    expect(said(fills.afterReward ?? [], 'de')).toEqual(['1 Stempel auf der nächsten Karte']);
    expect(fills.cardExpiresAt?.toISOString()).toBe('2027-02-21T12:00:00.000Z');

    // Exactly full from an empty card: the reward, no next card.
    const whole = earnOutcome(card, { ...visit, stamps: 3 }, ctx(), 1);
    expect(whole).toMatchObject({ stamps: 0, cardExpiresAt: null, afterReward: [] });
    // More than a card holds: one card's worth, so an action fills a card at most once.
    expect(earnOutcome(card, { ...visit, stamps: 7 }, ctx(), 1)).toMatchObject({
      stamps: 0,
      reward: { type: 'stamp_card' },
    });

    // A daily limit of 5 with 4 given today: 1 of the 3 asked, and why.
    const limited = program('stamp_card', { stampsRequired: 10, dailyLimit: 5 });
    const capped = earnOutcome(limited, { ...visit, stamps: 3 }, ctx({ stampsCurrent: 4, earnedLast24h: 4 }), 1);
    expect(capped.stamps).toBe(1);
    expect(said(capped.changes)).toEqual(['+1 stamp: 5 of 10']);
    expect(heldSaid(capped.warnings)).toEqual(['Stamps capped: the daily limit of 5 stamps is reached']);
  });
});

describe('free item, rebate code and discount', () => {
  it('counts purchases toward the free item, once only when not recurring', () => {
    const item = program('free_item', { itemName: 'Muffin', requiredPurchases: 2, recurring: false, validDays: 10 });
    expect(earnOutcome(item, visit, ctx(), 1).changes).toEqual([]);
    const out = earnOutcome(item, purchase(3), ctx({ stampsCurrent: 1 }), 2);
    expect(out).toMatchObject({ stamps: -1 });
    expect(said(out.changes)).toEqual(['Purchase 2 of 2 toward Muffin']);
    expect(said(out.changes, 'de')).toEqual(['Einkauf 2 von 2 für Muffin']);
    expect(out.reward?.expiresAt?.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(earnOutcome(item, purchase(3), ctx({ everRewarded: true }), 3).changes).toEqual([]);
  });

  it('issues a code worth the configured discount', () => {
    const rebate = program('rebate_code', { discountType: 'percentage', discountValue: 15, singleUse: false });
    expect(earnOutcome(rebate, visit, ctx(), 1).reward).toMatchObject({
      name: '15% off',
      type: 'rebate_code',
      discountType: 'percentage',
      discountValue: 15,
      singleUse: false,
    });
    expect(discountLabel('fixed', 2.5)).toBe('$2.50 off');
    expect(discountLabel('fixed', 5)).toBe('$5 off');
    // A business in euros (issue 35).
    expect(discountLabel('fixed', 5, { currency: 'EUR', locale: 'en-IE' })).toBe('€5 off');
  });

  it('finds the highest tier reached and the visits to the next', () => {
    const tiers = [
      { visits: 5, discount: 5 },
      { visits: 10, discount: 10 },
    ];
    expect(discountStanding(tiers, 0)).toEqual({ visits: 0, percent: null, nextPercent: 5, visitsToNext: 5 });
    expect(discountStanding(tiers, 7)).toEqual({ visits: 7, percent: 5, nextPercent: 10, visitsToNext: 3 });
    expect(discountStanding(tiers, 12)).toEqual({ visits: 12, percent: 10, nextPercent: null, visitsToNext: null });
  });
});
