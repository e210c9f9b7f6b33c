import { describe, expect, it } from 'vitest';
import { bonusStamps } from './bonus-stamps.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-28T12:00:00Z');
const config = {
  stampsRequired: 10,
  rewardDescription: 'Free coffee',
  allowMultipleCards: true,
  cardExpireDays: 90,
  cooldownMinutes: 0,
  dailyLimit: 0,
};
const card = (stampsCurrent: number, over: Partial<Parameters<typeof bonusStamps>[1]> = {}) => ({
  stampsCurrent,
  cardExpiresAt: null,
  hasOpenReward: false,
  ...over,
});

describe('bonusStamps', () => {
  it('adds the stamps to the card, starting its expiry when the card was empty', () => {
    expect(bonusStamps(config, card(0), 3, now)).toEqual({
      lapsedStamps: 0,
      given: 3,
      stamps: 3,
      cardExpiresAt: new Date(now.getTime() + 90 * DAY),
      completes: false,
    });
    const expiry = new Date(now.getTime() + 10 * DAY);
    expect(bonusStamps(config, card(4, { cardExpiresAt: expiry }), 3, now)).toMatchObject({
      given: 3,
      stamps: 3,
      cardExpiresAt: expiry,
    });
  });

  it('fills the card once and starts the next with the rest', () => {
    expect(bonusStamps(config, card(8), 5, now)).toEqual({
      lapsedStamps: 0,
      given: 5,
      stamps: -5,
      cardExpiresAt: new Date(now.getTime() + 90 * DAY),
      completes: true,
    });
    expect(bonusStamps(config, card(5), 5, now)).toMatchObject({ stamps: -5, cardExpiresAt: null, completes: true });
  });

  it('gives at most one card, when the card was made smaller since the set-up', () => {
    expect(bonusStamps(config, card(9), 15, now)).toMatchObject({ given: 10, stamps: 0, completes: true });
  });

  it('empties a lapsed card first, as a visit would', () => {
    const lapsed = card(6, { cardExpiresAt: new Date(now.getTime() - DAY) });
    expect(bonusStamps(config, lapsed, 2, now)).toMatchObject({
      lapsedStamps: 6,
      given: 2,
      stamps: 2,
      completes: false,
    });
  });

  it('never fills a card stopped by a reward waiting: the stamps wait on the next card, up to one short', () => {
    const single = { ...config, allowMultipleCards: false };
    expect(bonusStamps(single, card(0, { hasOpenReward: true }), 4, now)).toMatchObject({ given: 4, completes: false });
    expect(bonusStamps(single, card(7, { hasOpenReward: true }), 4, now)).toMatchObject({
      given: 2,
      stamps: 2,
      completes: false,
    });
    expect(bonusStamps(single, card(9, { hasOpenReward: true }), 4, now)).toMatchObject({ given: 0, stamps: 0 });
    // Without a reward waiting the single card fills like any other.
    expect(bonusStamps(single, card(7), 4, now)).toMatchObject({ given: 4, stamps: -6, completes: true });
  });
});
