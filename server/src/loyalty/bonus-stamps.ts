import type { TProgram } from '@regulars/contracts';

const DAY = 86_400_000;

/** A stamp card as a bonus finds it: the customer's stamps, when the card lapses, and whether a reward is waiting. */
export type TCardState = { stampsCurrent: number; cardExpiresAt: Date | null; hasOpenReward: boolean };

export type TBonusStamps = {
  /** Stamps of a lapsed card taken away first (an expire row), as a visit would. */
  lapsedStamps: number;
  /** Stamps put on the card. */
  given: number;
  /** The change of the card's counter after the lapse: `given`, or `given` − required when the card completes. */
  stamps: number;
  cardExpiresAt: Date | null;
  /** The card filled: its reward is issued. */
  completes: boolean;
};

/**
 * Stamps given outside a visit (a referral's reward): no cooldown or daily limit, they are a gift. They go on the card
 * as a visit's would; a card that fills gives its reward and the rest start the next card. A bonus is at most one
 * card (the set-up refuses more; a card made smaller since is capped here), so it fills a card at most once. A card
 * that stops while its reward waits (one card at a time) is never filled by a bonus: the stamps wait on the next card,
 * up to one short of full, and any beyond that are not given.
 */
export function bonusStamps(
  config: Extract<TProgram, { type: 'stamp_card' }>['config'],
  card: TCardState,
  wanted: number,
  now: Date,
): TBonusStamps {
  const required = config.stampsRequired;
  const lapsed = card.stampsCurrent > 0 && card.cardExpiresAt !== null && card.cardExpiresAt <= now;
  const current = lapsed ? 0 : card.stampsCurrent;
  const lapsedStamps = lapsed ? card.stampsCurrent : 0;
  const newCardExpiry = () =>
    config.cardExpireDays > 0 ? new Date(now.getTime() + config.cardExpireDays * DAY) : null;
  const keptExpiry = lapsed ? null : card.cardExpiresAt;
  const n = Math.min(wanted, required);
  const stopped = !config.allowMultipleCards && card.hasOpenReward;
  if (current + n < required || stopped) {
    const given = Math.max(0, Math.min(n, required - 1 - current));
    const cardExpiresAt = given > 0 && current === 0 ? newCardExpiry() : keptExpiry;
    return { lapsedStamps, given, stamps: given, cardExpiresAt, completes: false };
  }
  const left = current + n - required;
  return {
    lapsedStamps,
    given: n,
    stamps: n - required,
    cardExpiresAt: left > 0 ? newCardExpiry() : null,
    completes: true,
  };
}
