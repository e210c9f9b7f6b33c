import { DEFAULT_MONEY, pointsCatalogue, type TMoney, type TProgram } from '@regulars/contracts';
import { formatCount, formatWholeAmountIn } from '../../lib/format-number.ts';

const days = (n: number, zero: string) => (n === 0 ? zero : `${n} ${n === 1 ? 'day' : 'days'}`);

/** '10 min apart · 10 a day', 'No wait · 3 a day', 'Off' when both guards are 0. */
function guards(c: { cooldownMinutes: number; dailyLimit: number }): string {
  if (c.cooldownMinutes === 0 && c.dailyLimit === 0) return 'Off';
  const wait = c.cooldownMinutes === 0 ? 'No wait' : `${formatCount(c.cooldownMinutes)} min apart`;
  const perDay = c.dailyLimit === 0 ? 'no daily limit' : `${formatCount(c.dailyLimit)} a day`;
  return `${wait} · ${perDay}`;
}

/** The config as label/value pairs for a program card, amounts in the business's money ('Points per €1'). */
export function programDetails(program: TProgram, money: TMoney = DEFAULT_MONEY): [string, string][] {
  switch (program.type) {
    case 'points': {
      const c = program.config;
      return [
        [`Points per ${formatWholeAmountIn(1, money)}`, String(c.pointsPerDollar)],
        ['Minimum redemption', `${c.minimumRedemption} points`],
        ['Points expire', days(c.pointsExpireDays, 'Never')],
        ['Welcome bonus', c.welcomeBonus > 0 ? `${c.welcomeBonus} points` : 'None'],
        [
          'Rewards',
          // The reward of a program without a catalogue is named for its points already.
          c.rewards.length === 0
            ? (pointsCatalogue(c)[0]?.name ?? '')
            : c.rewards.map((r) => `${r.name} (${formatCount(r.points)})`).join(' · '),
        ],
        ['Daily cap', c.dailyPointsCap > 0 ? `${formatCount(c.dailyPointsCap)} points` : 'None'],
      ];
    }
    case 'stamp_card': {
      const c = program.config;
      return [
        ['Stamps required', String(c.stampsRequired)],
        ['Reward', c.rewardDescription || 'Not set'],
        ['Card expires', days(c.cardExpireDays, 'Never')],
        ['Multiple cards', c.allowMultipleCards ? 'Allowed' : 'One at a time'],
        ['Stamp limits', guards(c)],
      ];
    }
    case 'rebate_code': {
      const c = program.config;
      return [
        ['Code prefix', c.codePrefix || 'None'],
        [
          'Discount',
          c.discountType === 'percentage'
            ? `${c.discountValue}% off`
            : `${formatWholeAmountIn(c.discountValue, money)} off`,
        ],
        ['Valid for', days(c.validDays, 'Never')],
        ['Use', c.singleUse ? 'Single use' : 'Reusable'],
        ['Code limits', guards(c)],
      ];
    }
    case 'discount':
      return program.config.tiers.map((t) => [`${t.visits} visits`, `${t.discount}% off`]);
    case 'free_item': {
      const c = program.config;
      return [
        ['Free item', c.itemName || 'Not set'],
        ['Required purchases', String(c.requiredPurchases)],
        ['Reward valid for', days(c.validDays, 'Never')],
        ['Recurring', c.recurring ? 'Yes' : 'Once only'],
        ['Purchase limits', guards(c)],
      ];
    }
  }
}
