import { DEFAULT_MONEY, type TMoney, type TProgram } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn, formatWholeAmountIn } from '../../lib/format-number.ts';

/**
 * The config as label/value pairs for a program card, in the user's words and numbers (English by default), amounts
 * in the business's money ('Points per €1').
 */
export function programDetails(
  program: TProgram,
  money: TMoney = DEFAULT_MONEY,
  words: TAppWords = APP_ENGLISH_WORDS,
): [string, string][] {
  const { t, locale } = words;
  const count = (n: number) => formatCountIn(n, locale);
  const days = (n: number) => (n === 0 ? t('programs.detail.never') : t('programs.detail.days', { count: n }));
  const points = (n: number) => t('programs.detail.points', { count: n });
  /** '10 min apart · 10 a day', 'No wait · 3 a day', 'Off' when both guards are 0. */
  const guards = (c: { cooldownMinutes: number; dailyLimit: number }) => {
    if (c.cooldownMinutes === 0 && c.dailyLimit === 0) return t('programs.detail.guardsOff');
    const wait =
      c.cooldownMinutes === 0
        ? t('programs.detail.noWait')
        : t('programs.detail.apart', { minutes: count(c.cooldownMinutes) });
    const perDay =
      c.dailyLimit === 0
        ? t('programs.detail.noDailyLimit')
        : t('programs.detail.perDay', { limit: count(c.dailyLimit) });
    return `${wait} · ${perDay}`;
  };

  switch (program.type) {
    case 'points': {
      const c = program.config;
      return [
        [t('programs.label.pointsPerUnit', { unit: formatWholeAmountIn(1, money) }), count(c.pointsPerDollar)],
        [t('programs.label.minimumRedemption'), points(c.minimumRedemption)],
        [t('programs.detail.pointsExpire'), days(c.pointsExpireDays)],
        [t('programs.label.welcomeBonus'), c.welcomeBonus > 0 ? points(c.welcomeBonus) : t('programs.detail.none')],
        [
          t('programs.detail.rewards'),
          // A program without a catalogue offers one reward at its minimum redemption, named for its points.
          c.rewards.length === 0
            ? t('programs.detail.rewardAt', { count: c.minimumRedemption })
            : c.rewards.map((r) => `${r.name} (${count(r.points)})`).join(' · '),
        ],
        [t('programs.detail.dailyCap'), c.dailyPointsCap > 0 ? points(c.dailyPointsCap) : t('programs.detail.none')],
      ];
    }
    case 'stamp_card': {
      const c = program.config;
      return [
        [t('programs.label.stampsRequired'), count(c.stampsRequired)],
        [t('programs.label.reward'), c.rewardDescription || t('programs.detail.notSet')],
        [t('programs.detail.cardExpires'), days(c.cardExpireDays)],
        [
          t('programs.detail.multipleCards'),
          c.allowMultipleCards ? t('programs.detail.allowed') : t('programs.detail.oneAtATime'),
        ],
        [t('programs.detail.stampLimits'), guards(c)],
      ];
    }
    case 'rebate_code': {
      const c = program.config;
      return [
        [t('programs.label.codePrefix'), c.codePrefix || t('programs.detail.none')],
        [
          t('programs.label.discount'),
          c.discountType === 'percentage'
            ? t('programs.detail.percentOff', { percent: count(c.discountValue) })
            : t('programs.detail.amountOff', { amount: formatWholeAmountIn(c.discountValue, money) }),
        ],
        [t('programs.label.validFor'), days(c.validDays)],
        [t('programs.detail.use'), c.singleUse ? t('programs.label.singleUse') : t('programs.detail.reusable')],
        [t('programs.detail.codeLimits'), guards(c)],
      ];
    }
    case 'discount':
      return program.config.tiers.map((tier) => [
        t('programs.detail.visits', { count: tier.visits }),
        t('programs.detail.percentOff', { percent: count(tier.discount) }),
      ]);
    case 'free_item': {
      const c = program.config;
      return [
        [t('programs.label.freeItem'), c.itemName || t('programs.detail.notSet')],
        [t('programs.label.requiredPurchases'), count(c.requiredPurchases)],
        [t('programs.label.rewardValidFor'), days(c.validDays)],
        [t('programs.label.recurring'), c.recurring ? t('programs.detail.yes') : t('programs.detail.onceOnly')],
        [t('programs.detail.purchaseLimits'), guards(c)],
      ];
    }
  }
}
