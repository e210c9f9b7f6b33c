import { PROGRAM_LIMITS, type TMoney, type TProgramType } from '@regulars/contracts';
import { formatWholeAmountIn } from '../../lib/format-number.ts';

/** A number field as typed: kept as text so a cleared input shows an error instead of becoming 0. */
export type TNumberField = {
  kind: 'number';
  key: string;
  label: string;
  hint?: string;
  min: number;
  max?: number;
  step?: number;
  suffix?: string;
};
export type TTextField = {
  kind: 'text';
  key: string;
  label: string;
  placeholder?: string;
  maxLength: number;
  uppercase?: boolean;
  hint?: string;
};
export type TCheckboxField = { kind: 'checkbox'; key: string; label: string; hint: string };
export type TSelectField = { kind: 'select'; key: string; label: string; options: { value: string; label: string }[] };
export type TProgramField = TNumberField | TTextField | TCheckboxField | TSelectField;

const L = PROGRAM_LIMITS;

/**
 * The spec's fields of each type, with their limits and labels (word for word what the tests check); discount
 * tiers and the points catalogue have their own editors.
 */
export const PROGRAM_FIELDS: Record<TProgramType, TProgramField[]> = {
  points: [
    {
      kind: 'number',
      key: 'pointsPerDollar',
      // In the business's money when shown (inBusinessMoney): 'Points per £1'.
      label: 'Points per dollar',
      min: L.pointsPerDollar.min,
      step: L.pointsPerDollar.step,
      hint: 'Points earned for each $1 spent.',
    },
    {
      kind: 'number',
      key: 'minimumRedemption',
      label: 'Minimum redemption',
      min: L.minimumRedemption.min,
      suffix: 'points',
      hint: 'Points needed before a reward can be redeemed.',
    },
    {
      kind: 'number',
      key: 'pointsExpireDays',
      label: 'Points expire after',
      min: L.pointsExpireDays.min,
      suffix: 'days',
      hint: '0 = points never expire.',
    },
    {
      kind: 'number',
      key: 'welcomeBonus',
      label: 'Welcome bonus',
      min: L.welcomeBonus.min,
      suffix: 'points',
      hint: 'Credited when a customer joins.',
    },
  ],
  stamp_card: [
    {
      kind: 'number',
      key: 'stampsRequired',
      label: 'Stamps required',
      min: L.stampsRequired.min,
      max: L.stampsRequired.max,
      hint: 'Between 2 and 20 stamps fill a card.',
    },
    {
      kind: 'text',
      key: 'rewardDescription',
      label: 'Reward',
      placeholder: 'e.g. A free coffee of your choice',
      maxLength: 200,
    },
    {
      kind: 'number',
      key: 'cardExpireDays',
      label: 'Card expires after',
      min: L.cardExpireDays.min,
      suffix: 'days',
      hint: '0 = cards never expire.',
    },
    {
      kind: 'checkbox',
      key: 'allowMultipleCards',
      label: 'Allow multiple cards',
      hint: 'Start a new card as soon as one is full.',
    },
  ],
  rebate_code: [
    {
      kind: 'text',
      key: 'codePrefix',
      label: 'Code prefix',
      placeholder: 'SAVE',
      maxLength: L.codePrefix.max,
      uppercase: true,
      hint: 'Up to 6 letters or numbers, e.g. SAVE-8K2Q.',
    },
    {
      kind: 'select',
      key: 'discountType',
      label: 'Discount type',
      options: [
        { value: 'percentage', label: 'Percentage (%)' },
        { value: 'fixed', label: 'Fixed amount ($)' },
      ],
    },
    { kind: 'number', key: 'discountValue', label: 'Discount value', min: L.discountValue.min },
    { kind: 'number', key: 'validDays', label: 'Valid for', min: L.validDays.min, suffix: 'days' },
    { kind: 'checkbox', key: 'singleUse', label: 'Single use', hint: 'Each code can be redeemed once.' },
  ],
  discount: [],
  free_item: [
    { kind: 'text', key: 'itemName', label: 'Free item', placeholder: 'e.g. Pastry of the day', maxLength: 100 },
    {
      kind: 'text',
      key: 'itemDescription',
      label: 'Description',
      placeholder: 'Optional details customers will see',
      maxLength: 300,
    },
    {
      kind: 'number',
      key: 'requiredPurchases',
      label: 'Required purchases',
      min: L.requiredPurchases.min,
      hint: 'Purchases needed to earn the item.',
    },
    { kind: 'number', key: 'validDays', label: 'Reward valid for', min: L.validDays.min, suffix: 'days' },
    {
      kind: 'checkbox',
      key: 'recurring',
      label: 'Recurring',
      hint: 'Earn the item again after every set of purchases.',
    },
  ],
};

/**
 * The fraud guards of each type, shown after the spec's fields in their own group. Points cap the points
 * earned in 24 hours; the others pause between two earns and cap the earns in 24 hours. 0 turns a guard off.
 */
export const PROGRAM_GUARD_FIELDS: Record<TProgramType, TNumberField[]> = {
  points: [
    {
      kind: 'number',
      key: 'dailyPointsCap',
      label: 'Daily points cap',
      min: L.dailyPointsCap.min,
      max: L.dailyPointsCap.max,
      suffix: 'points',
      hint: 'Most points one customer can earn in 24 hours. 0\u00a0=\u00a0no\u00a0cap.',
    },
  ],
  stamp_card: guardFields('stamps', 'Stamps per day', 'Cooldown after each stamp.'),
  rebate_code: guardFields('codes', 'Codes per day', 'Cooldown before the next code.'),
  discount: [],
  free_item: guardFields('purchases', 'Purchases counted per day', 'Cooldown before the next one counts.'),
};

function guardFields(what: string, perDayLabel: string, cooldownHint: string): TNumberField[] {
  return [
    {
      kind: 'number',
      key: 'cooldownMinutes',
      label: `Minutes between ${what}`,
      min: L.cooldownMinutes.min,
      max: L.cooldownMinutes.max,
      suffix: 'min',
      // Non-breaking spaces keep '0 = none' on one line when the hint wraps.
      hint: `${cooldownHint} 0\u00a0=\u00a0none.`,
    },
    {
      kind: 'number',
      key: 'dailyLimit',
      label: perDayLabel,
      min: L.dailyLimit.min,
      max: L.dailyLimit.max,
      suffix: what,
      hint: 'Per customer, in any 24 hours. 0\u00a0=\u00a0no\u00a0limit.',
    },
  ];
}

/** Every scalar field of a type: the spec's, then the guards. */
export const allFields = (type: TProgramType): TProgramField[] => [
  ...PROGRAM_FIELDS[type],
  ...PROGRAM_GUARD_FIELDS[type],
];

/** The words of a field that name money, in the business's: 'Points per £1', 'Points earned for each £1 spent.'. */
export function inBusinessMoney(field: TProgramField, money: TMoney): TProgramField {
  if (field.kind !== 'number' || field.key !== 'pointsPerDollar') return field;
  const one = formatWholeAmountIn(1, money);
  return { ...field, label: `Points per ${one}`, hint: `Points earned for each ${one} spent.` };
}

/** A validation message about points per dollar, in the business's money ('Points per £1 must be at least 0.1'). */
export const inBusinessMoneyText = (message: string, money: TMoney) =>
  message.replace(/^Points per dollar/, `Points per ${formatWholeAmountIn(1, money)}`);
