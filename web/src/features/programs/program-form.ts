import {
  defaultProgramConfig,
  PROGRAM_LIMITS,
  PROGRAM_TYPES,
  type TCreateProgramRequest,
  type TProgramType,
  ZCreateProgramRequest,
  ZProgramType,
} from '@regulars/contracts';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

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

/** Every field of each type's config with its limits; discount tiers have their own editor. */
export const PROGRAM_FIELDS: Record<TProgramType, TProgramField[]> = {
  points: [
    {
      kind: 'number',
      key: 'pointsPerDollar',
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

export type TTierDraft = { visits: string; discount: string };
export type TProgramDraft = { values: Record<string, string | boolean>; tiers: TTierDraft[] };

/** The dialog's starting values for a type: its defaults, numbers as text. */
export function draftFor(type: TProgramType): TProgramDraft {
  const config = defaultProgramConfig(type) as Record<string, unknown>;
  const values: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(config)) {
    if (typeof value === 'number') values[key] = String(value);
    else if (typeof value === 'string' || typeof value === 'boolean') values[key] = value;
  }
  const tiers =
    type === 'discount'
      ? (config.tiers as { visits: number; discount: number }[]).map((t) => ({
          visits: String(t.visits),
          discount: String(t.discount),
        }))
      : [];
  return { values, tiers };
}

export const emptyDrafts = (): Record<TProgramType, TProgramDraft> =>
  Object.fromEntries(PROGRAM_TYPES.map((t) => [t, draftFor(t)])) as Record<TProgramType, TProgramDraft>;

const toNumber = (text: string | boolean | undefined) =>
  typeof text === 'string' && text.trim() !== '' ? Number(text) : Number.NaN;

/** The request body the draft stands for (not yet validated). */
export function toRequest(name: string, type: TProgramType, draft: TProgramDraft): TCreateProgramRequest {
  const config: Record<string, unknown> = {};
  for (const field of PROGRAM_FIELDS[type]) {
    const value = draft.values[field.key];
    config[field.key] = field.kind === 'number' ? toNumber(value) : value;
  }
  if (type === 'discount') {
    config.tiers = draft.tiers.map((t) => ({ visits: toNumber(t.visits), discount: toNumber(t.discount) }));
  }
  return { name, type, config } as TCreateProgramRequest;
}

/** What the create dialog edits: the name, the chosen type, and a draft per type (kept when switching back). */
export type TProgramFormValues = {
  name: string;
  type: TProgramType | null;
  drafts: Record<TProgramType, TProgramDraft>;
};

export const emptyProgramForm = (): TProgramFormValues => ({ name: '', type: null, drafts: emptyDrafts() });

/** The dialog's values, turned into the request and validated by the API's own schema. */
export const ZProgramForm = z
  .object({
    name: z.string(),
    type: ZProgramType.nullable(),
    drafts: z.custom<Record<TProgramType, TProgramDraft>>(),
  })
  // Without a type the API's schema refuses the request with its own 'Please select a program type'.
  .transform(({ name, type, drafts }) =>
    type ? toRequest(name, type, drafts[type]) : ({ name } as TCreateProgramRequest),
  )
  .pipe(ZCreateProgramRequest);

/**
 * The form's errors keyed as the fields show them: 'name', 'pointsPerDollar', 'tiers.0.visits' (the
 * request's `config.` prefix dropped).
 */
export function programFormErrors(errors: FieldErrors): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') {
      const key = (path[0] === 'config' ? path.slice(1) : path).join('.') || 'form';
      flat[key] ??= message;
    }
    for (const [key, child] of Object.entries(node)) {
      // `ref` is the field's DOM element, not an error.
      if (key !== 'message' && key !== 'type' && key !== 'types' && key !== 'ref') walk(child, [...path, key]);
    }
  };
  walk(errors, []);
  return flat;
}
