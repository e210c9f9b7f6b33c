import {
  ENGLISH,
  statusCountedText,
  statusNextText,
  type TCustomerStanding,
  type TCustomerStatus,
  type TProgramStanding,
} from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import type { TPassStanding } from './pass-reads.ts';

/** One field of an Apple pass (pass.json's field dictionaries). */
export type TPassField = { key: string; label: string; value: string };

export type TPassFields = {
  headerFields: TPassField[];
  primaryFields: TPassField[];
  secondaryFields: TPassField[];
  auxiliaryFields: TPassField[];
  backFields: TPassField[];
};

/** The card's words: its language's messages and the locale its dates are written in (issue 52). */
type TPassWords = { t: typeof ENGLISH.t; locale: string };
const ENGLISH_CARD: TPassWords = { t: ENGLISH.t, locale: 'en-US' };

/** What a program's card shows as its balance: "120 points", "7 of 10 stamps", "15% off". */
export function balanceOf(program: TProgramStanding, { t }: TPassWords = ENGLISH_CARD): string {
  switch (program.type) {
    case 'points':
      return t('portal.pointsCount', { count: program.pointsBalance });
    case 'stamp_card':
      return t('portal.stampsOf', { current: program.stampsCurrent, required: program.stampsRequired });
    case 'free_item':
      return t('portal.purchasesOf', { current: program.stampsCurrent, required: program.stampsRequired });
    case 'discount':
      return program.discount?.percent
        ? t('portal.percentOff', { percent: program.discount.percent })
        : t('portal.measureVisits', { count: program.discount?.visits ?? 0 });
    case 'rebate_code':
      return t('pass.codesEveryVisit');
  }
}

/** What is next for the customer in a program, in a few words; null when nothing is. */
export function nextRewardOf(program: TProgramStanding, { t }: TPassWords = ENGLISH_CARD): string | null {
  switch (program.type) {
    case 'points': {
      const next = program.catalogue.find((r) => !r.affordable);
      const ready = program.catalogue.filter((r) => r.affordable).at(-1);
      if (ready) return t('pass.rewardReady', { reward: ready.name });
      return next ? t('pass.rewardAt', { reward: next.name, points: next.points }) : null;
    }
    case 'stamp_card':
    case 'free_item': {
      const left = Math.max(0, program.stampsRequired - program.stampsCurrent);
      if (left === 0) return t('pass.allCollected');
      return t(program.type === 'stamp_card' ? 'pass.stampsToGo' : 'pass.purchasesToGo', { count: left });
    }
    case 'discount': {
      const d = program.discount;
      return d?.nextPercent && d.visitsToNext
        ? t('pass.percentOffIn', { percent: d.nextPercent, count: d.visitsToNext })
        : null;
    }
    case 'rebate_code':
      return null;
  }
}

/** The status in one line: 'Gold · 160 points in the last 12 months · 40 points to Silver'. */
function statusLine(status: TCustomerStatus, words: TPassWords): string {
  return [
    status.tier?.name ?? words.t('pass.noTierYet'),
    statusCountedText(status, words),
    statusNextText(status, words),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A reward's last day, as the card's locale writes it ('Mar 1, 2026', '1 mar 2026'). */
const useBy = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The stamps of the card's first program, when it counts stamps or purchases: what the strip image draws. */
export function stampsOf(standing: TCustomerStanding): { current: number; required: number } | null {
  const first = standing.programs[0];
  if (!first || (first.type !== 'stamp_card' && first.type !== 'free_item') || first.stampsRequired < 1) return null;
  return { current: first.stampsCurrent, required: first.stampsRequired };
}

/**
 * The pass's fields from the customer's standing: the first active program's balance up front, its next reward and
 * the rewards ready to use beside it, and on the back every program's standing, every reward's code and the invitation
 * to friends with the customer's link. A customer in no program yet gets a card that says so rather than an empty one.
 * In the customer's language (`standing.speaks`), English without.
 */
export function passFields(standing: TPassStanding): TPassFields {
  const words: TPassWords = standing.speaks
    ? { t: translatorFor(standing.speaks.language).t, locale: standing.speaks.locale }
    : ENGLISH_CARD;
  const { t } = words;
  const first = standing.programs[0];
  const name = standing.customer.firstName?.trim();
  const headerFields: TPassField[] = name ? [{ key: 'member', label: t('pass.member'), value: name }] : [];
  const primaryFields: TPassField[] = first
    ? [{ key: 'balance', label: first.name, value: balanceOf(first, words) }]
    : [{ key: 'balance', label: t('pass.loyaltyCard'), value: t('pass.welcome') }];
  const next = first ? nextRewardOf(first, words) : null;
  const secondaryFields: TPassField[] = next ? [{ key: 'next', label: t('pass.nextReward'), value: next }] : [];
  const count = standing.rewards.length;
  const auxiliaryFields: TPassField[] = [
    { key: 'rewards', label: t('pass.rewardsToUse'), value: count === 0 ? t('pass.noneYet') : String(count) },
    ...(standing.status?.tier ? [{ key: 'status', label: t('pass.status'), value: standing.status.tier.name }] : []),
  ];
  const backFields: TPassField[] = [
    ...standing.programs.map((p) => ({
      key: `program-${p.id}`,
      label: p.name,
      value: [balanceOf(p, words), nextRewardOf(p, words), p.description].filter(Boolean).join('\n'),
    })),
    ...standing.rewards.map((r) => ({
      key: `reward-${r.id}`,
      label: r.name,
      value: r.expiresAt
        ? t('pass.codeUseBy', { code: r.code, date: useBy(r.expiresAt, words.locale) })
        : t('pass.code', { code: r.code }),
    })),
    ...(standing.status
      ? [{ key: 'status-progress', label: t('pass.yourStatus'), value: statusLine(standing.status, words) }]
      : []),
    ...(standing.invite
      ? [{ key: 'invite', label: t('pass.inviteFriend'), value: `${standing.invite.text}\n${standing.invite.link}` }]
      : []),
    { key: 'customer', label: t('pass.customerNumber'), value: standing.customer.uniqueCustomerId },
  ];
  return { headerFields, primaryFields, secondaryFields, auxiliaryFields, backFields };
}
