import { PROGRAM_LIMITS, type TAppMessageKey, type TProgramType } from '@regulars/contracts';

/** A word of a field: its catalogue key, said with the field's values ({unit}: '£1', {symbol}: '£'). */
type TWord = TAppMessageKey;

/** A number field as typed: kept as text so a cleared input shows an error instead of becoming 0. */
export type TNumberField = {
  kind: 'number';
  key: string;
  label: TWord;
  hint?: TWord;
  min: number;
  max?: number;
  step?: number;
  suffix?: TWord;
};
export type TTextField = {
  kind: 'text';
  key: string;
  label: TWord;
  /** An example of what to type; a code (the default prefix) stays as written. */
  placeholder?: TWord | { code: string };
  maxLength: number;
  uppercase?: boolean;
  hint?: TWord;
};
export type TCheckboxField = { kind: 'checkbox'; key: string; label: TWord; hint: TWord };
export type TSelectField = { kind: 'select'; key: string; label: TWord; options: { value: string; label: TWord }[] };
export type TProgramField = TNumberField | TTextField | TCheckboxField | TSelectField;

const L = PROGRAM_LIMITS;

/**
 * The spec's fields of each type, with their limits and words (in English word for word what the tests check);
 * discount tiers and the points catalogue have their own editors.
 */
export const PROGRAM_FIELDS: Record<TProgramType, TProgramField[]> = {
  points: [
    {
      kind: 'number',
      key: 'pointsPerDollar',
      // In the business's money: 'Points per £1'.
      label: 'programs.label.pointsPerUnit',
      min: L.pointsPerDollar.min,
      step: L.pointsPerDollar.step,
      hint: 'programs.field.pointsPerUnitHint',
    },
    {
      kind: 'number',
      key: 'minimumRedemption',
      label: 'programs.label.minimumRedemption',
      min: L.minimumRedemption.min,
      suffix: 'programs.unit.points',
      hint: 'programs.field.minimumRedemptionHint',
    },
    {
      kind: 'number',
      key: 'pointsExpireDays',
      label: 'programs.field.pointsExpireDays',
      min: L.pointsExpireDays.min,
      suffix: 'programs.unit.days',
      hint: 'programs.field.pointsExpireDaysHint',
    },
    {
      kind: 'number',
      key: 'welcomeBonus',
      label: 'programs.label.welcomeBonus',
      min: L.welcomeBonus.min,
      suffix: 'programs.unit.points',
      hint: 'programs.field.welcomeBonusHint',
    },
  ],
  stamp_card: [
    {
      kind: 'number',
      key: 'stampsRequired',
      label: 'programs.label.stampsRequired',
      min: L.stampsRequired.min,
      max: L.stampsRequired.max,
      hint: 'programs.field.stampsRequiredHint',
    },
    {
      kind: 'text',
      key: 'rewardDescription',
      label: 'programs.label.reward',
      placeholder: 'programs.field.rewardPlaceholder',
      maxLength: 200,
    },
    {
      kind: 'number',
      key: 'cardExpireDays',
      label: 'programs.field.cardExpireDays',
      min: L.cardExpireDays.min,
      suffix: 'programs.unit.days',
      hint: 'programs.field.cardExpireDaysHint',
    },
    {
      kind: 'checkbox',
      key: 'allowMultipleCards',
      label: 'programs.field.allowMultipleCards',
      hint: 'programs.field.allowMultipleCardsHint',
    },
  ],
  rebate_code: [
    {
      kind: 'text',
      key: 'codePrefix',
      label: 'programs.label.codePrefix',
      placeholder: { code: 'SAVE' },
      maxLength: L.codePrefix.max,
      uppercase: true,
      hint: 'programs.field.codePrefixHint',
    },
    {
      kind: 'select',
      key: 'discountType',
      label: 'programs.field.discountType',
      options: [
        { value: 'percentage', label: 'programs.field.percentage' },
        { value: 'fixed', label: 'programs.field.fixedAmount' },
      ],
    },
    { kind: 'number', key: 'discountValue', label: 'programs.field.discountValue', min: L.discountValue.min },
    {
      kind: 'number',
      key: 'validDays',
      label: 'programs.label.validFor',
      min: L.validDays.min,
      suffix: 'programs.unit.days',
    },
    {
      kind: 'checkbox',
      key: 'singleUse',
      label: 'programs.label.singleUse',
      hint: 'programs.field.singleUseHint',
    },
  ],
  discount: [],
  free_item: [
    {
      kind: 'text',
      key: 'itemName',
      label: 'programs.label.freeItem',
      placeholder: 'programs.field.freeItemPlaceholder',
      maxLength: 100,
    },
    {
      kind: 'text',
      key: 'itemDescription',
      label: 'programs.field.itemDescription',
      placeholder: 'programs.field.itemDescriptionPlaceholder',
      maxLength: 300,
    },
    {
      kind: 'number',
      key: 'requiredPurchases',
      label: 'programs.label.requiredPurchases',
      min: L.requiredPurchases.min,
      hint: 'programs.field.requiredPurchasesHint',
    },
    {
      kind: 'number',
      key: 'validDays',
      label: 'programs.label.rewardValidFor',
      min: L.validDays.min,
      suffix: 'programs.unit.days',
    },
    {
      kind: 'checkbox',
      key: 'recurring',
      label: 'programs.label.recurring',
      hint: 'programs.field.recurringHint',
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
      label: 'programs.field.dailyPointsCap',
      min: L.dailyPointsCap.min,
      max: L.dailyPointsCap.max,
      suffix: 'programs.unit.points',
      hint: 'programs.field.dailyPointsCapHint',
    },
  ],
  stamp_card: guardFields({
    cooldown: 'programs.field.minutesBetweenStamps',
    cooldownHint: 'programs.field.stampCooldownHint',
    perDay: 'programs.field.stampsPerDay',
    unit: 'programs.unit.stamps',
  }),
  rebate_code: guardFields({
    cooldown: 'programs.field.minutesBetweenCodes',
    cooldownHint: 'programs.field.codeCooldownHint',
    perDay: 'programs.field.codesPerDay',
    unit: 'programs.unit.codes',
  }),
  discount: [],
  free_item: guardFields({
    cooldown: 'programs.field.minutesBetweenPurchases',
    cooldownHint: 'programs.field.purchaseCooldownHint',
    perDay: 'programs.field.purchasesPerDay',
    unit: 'programs.unit.purchases',
  }),
};

function guardFields(words: { cooldown: TWord; cooldownHint: TWord; perDay: TWord; unit: TWord }): TNumberField[] {
  return [
    {
      kind: 'number',
      key: 'cooldownMinutes',
      label: words.cooldown,
      min: L.cooldownMinutes.min,
      max: L.cooldownMinutes.max,
      suffix: 'programs.unit.minutes',
      hint: words.cooldownHint,
    },
    {
      kind: 'number',
      key: 'dailyLimit',
      label: words.perDay,
      min: L.dailyLimit.min,
      max: L.dailyLimit.max,
      suffix: words.unit,
      hint: 'programs.field.dailyLimitHint',
    },
  ];
}

/** Every scalar field of a type: the spec's, then the guards. */
export const allFields = (type: TProgramType): TProgramField[] => [
  ...PROGRAM_FIELDS[type],
  ...PROGRAM_GUARD_FIELDS[type],
];
