import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_REFERRAL_SETTINGS,
  REFERRAL_MESSAGES,
  type TProgram,
  type TReferralProgramInput,
  type TReferralQualifyingAction,
  type TReferralReward,
  type TReferralRewardInput,
  type TReferralRewardKind,
  type TReferralSettings,
  ZReferralProgramInput,
} from '@regulars/contracts';
import { type Field, type FieldErrors, get, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { overCardStamps } from './referral-refusal.ts';

/** Where a new side starts: 100 points, 1 stamp, or a reward valid 30 days. */
export const DEFAULT_REWARD = { points: 100, stamps: 1, validDays: 30 } as const;

/**
 * One side's reward as the editor holds it: every kind's fields at once, so switching between points, stamps and a
 * reward keeps what was typed in the others. Only the chosen kind's fields are sent.
 */
export type TRewardValues = {
  kind: TReferralRewardKind;
  /** The points program; the stamp card is kept apart, so each select keeps its own choice. */
  programId: string;
  points: number;
  cardId: string;
  stamps: number;
  name: string;
  validDays: number;
};

export type TReferralValues = {
  enabled: boolean;
  friendReward: TRewardValues;
  referrerReward: TRewardValues;
  qualifyingAction: TReferralQualifyingAction;
  minimumAmount: number;
  withinDays: number;
  monthlyCap: number;
};

/** The editor's form: its values, and what the contract makes of them for the save. */
export type TReferralForm = UseFormReturn<TReferralValues, unknown, TReferralProgramInput>;

export const REWARD_SIDES = ['friendReward', 'referrerReward'] as const;
export type TRewardSide = (typeof REWARD_SIDES)[number];

/** The business's points programs, the ones a side's points can go to (paused ones listed, and said to be). */
export const pointsPrograms = (programs: readonly TProgram[]) => programs.filter((p) => p.type === 'points');

/** The business's stamp cards, the ones a side's stamps can go on (paused ones listed, and said to be). */
export const stampCards = (programs: readonly TProgram[]) => programs.filter((p) => p.type === 'stamp_card');

/** The program a new side starts on: the first active one, else the first, else none yet. */
const firstId = (programs: readonly TProgram[]) =>
  (programs.find((p) => p.status === 'active') ?? programs[0])?.id ?? '';

/** A new side starts on what the business has: points, else stamps; with neither, a named reward is the way. */
function firstKind(programs: readonly TProgram[]): TReferralRewardKind {
  if (pointsPrograms(programs).length > 0) return 'points';
  return stampCards(programs).length > 0 ? 'stamps' : 'reward';
}

function rewardValues(saved: TReferralReward | null, programs: readonly TProgram[]): TRewardValues {
  const fresh: TRewardValues = {
    kind: firstKind(programs),
    programId: firstId(pointsPrograms(programs)),
    points: DEFAULT_REWARD.points,
    cardId: firstId(stampCards(programs)),
    stamps: DEFAULT_REWARD.stamps,
    name: '',
    validDays: DEFAULT_REWARD.validDays,
  };
  if (!saved) return fresh;
  switch (saved.kind) {
    case 'points':
      return { ...fresh, kind: 'points', programId: saved.programId, points: saved.points };
    case 'stamps':
      return { ...fresh, kind: 'stamps', cardId: saved.programId, stamps: saved.stamps };
    case 'reward':
      return { ...fresh, kind: 'reward', name: saved.name, validDays: saved.validDays };
  }
}

/** The editor's opening state: the set-up as saved, or the defaults (switched on) for a first one. */
export function editorValues(settings: TReferralSettings | null, programs: readonly TProgram[]): TReferralValues {
  return {
    enabled: settings?.enabled ?? true,
    friendReward: rewardValues(settings?.friendReward ?? null, programs),
    referrerReward: rewardValues(settings?.referrerReward ?? null, programs),
    qualifyingAction: settings?.qualifyingAction ?? DEFAULT_REFERRAL_SETTINGS.qualifyingAction,
    minimumAmount: settings?.minimumAmount ?? DEFAULT_REFERRAL_SETTINGS.minimumAmount,
    withinDays: settings?.withinDays ?? DEFAULT_REFERRAL_SETTINGS.withinDays,
    monthlyCap: settings?.monthlyCap ?? DEFAULT_REFERRAL_SETTINGS.monthlyCap,
  };
}

function rewardInput(values: TRewardValues): TReferralRewardInput {
  switch (values.kind) {
    case 'points':
      return { kind: 'points', programId: values.programId, points: values.points };
    case 'stamps':
      return { kind: 'stamps', programId: values.cardId, stamps: values.stamps };
    case 'reward':
      return { kind: 'reward', name: values.name, validDays: values.validDays };
  }
}

/** What the save sends: each side's chosen kind only; no minimum amount when a visit qualifies (it is not asked). */
export function toInput(values: TReferralValues): TReferralProgramInput {
  return {
    enabled: values.enabled,
    friendReward: rewardInput(values.friendReward),
    referrerReward: rewardInput(values.referrerReward),
    qualifyingAction: values.qualifyingAction,
    minimumAmount: values.qualifyingAction === 'purchase' ? values.minimumAmount : 0,
    withinDays: values.withinDays,
    monthlyCap: values.monthlyCap,
  };
}

/** A saved set-up as the server takes it back: what Turn off and Turn on save, with only `enabled` changed. */
export function settingsInput(settings: TReferralSettings, enabled: boolean): TReferralProgramInput {
  // The saved side without the words the read adds (the program's name).
  const side = (reward: TReferralReward): TReferralRewardInput => {
    if (reward.kind === 'reward') return reward;
    const { programName: _name, ...input } = reward;
    return input;
  };
  return {
    enabled,
    friendReward: side(settings.friendReward),
    referrerReward: side(settings.referrerReward),
    qualifyingAction: settings.qualifyingAction,
    minimumAmount: settings.minimumAmount,
    withinDays: settings.withinDays,
    monthlyCap: settings.monthlyCap,
  };
}

/**
 * The editor's field for a field of a side's input: the contract calls a stamp card `programId`, as it does a points
 * program, and the editor keeps it apart as `cardId`.
 */
const editorField = <F extends string>(kind: TReferralRewardKind, field: F) =>
  field === 'programId' && kind === 'stamps' ? 'cardId' : field;

const checkInput = zodResolver(ZReferralProgramInput, IN_OUR_WORDS);

/**
 * The contract's rules on what would be saved: fields of a kind not chosen, or a hidden amount, never block it. Its
 * errors name the input's fields, and a stamps side's `programId` is moved to the card select that shows it.
 */
export const referralResolver: Resolver<TReferralValues, unknown, TReferralProgramInput> = async (
  values,
  context,
  options,
) => {
  const result = await checkInput(toInput(values), context, options as never);
  const errors: FieldErrors<TReferralValues> = { ...result.errors };
  for (const side of REWARD_SIDES) {
    const { programId, ...others } = errors[side] ?? {};
    if (programId && editorField(values[side].kind, 'programId') === 'cardId') {
      const card = get<unknown, Field['_f'] | undefined>(options.fields, `${side}.cardId`);
      errors[side] = { ...others, cardId: { ...programId, ref: card?.ref } };
    }
  }
  return { ...result, errors } as never;
};

/**
 * A number field's value as the contract reads it. A blank one (or what a number field holds for text) becomes a
 * number the contract refuses in the same words (`blank`): the owner learns every problem at once.
 */
export const numberOr =
  (blank: number) =>
  (raw: unknown): number => {
    if (typeof raw === 'number') return Number.isFinite(raw) ? raw : blank;
    const text = String(raw ?? '').trim();
    const value = Number(text);
    return text === '' || !Number.isFinite(value) ? blank : value;
  };

/** The minimum amount as typed ('12.50', '12,50'); blank is any amount (0), anything else one the contract refuses. */
export function parseMinimumAmount(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : -1;
  const text = String(raw ?? '')
    .trim()
    .replace(',', '.');
  if (text === '') return 0;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : -1;
}

/** A side's fields as the contract names them: a stamp card is a `programId`, as a points program is. */
const INPUT_FIELDS = ['programId', 'points', 'stamps', 'name', 'validDays'] as const;
type TInputField = (typeof INPUT_FIELDS)[number];
const TOP_FIELDS = ['qualifyingAction', 'minimumAmount', 'withinDays', 'monthlyCap'] as const;

/** The editor's fields the server's refusal can name. */
export type TReferralField = `${TRewardSide}.${TInputField | 'cardId'}` | (typeof TOP_FIELDS)[number];

/** Which of a side's fields a message is about, when the server names only the side ('friendReward'). */
const INPUT_FIELD_OF_MESSAGE: Record<string, TInputField> = {
  [REFERRAL_MESSAGES.programRequired]: 'programId',
  [REFERRAL_MESSAGES.programNotPoints]: 'programId',
  [REFERRAL_MESSAGES.cardRequired]: 'programId',
  [REFERRAL_MESSAGES.programNotCard]: 'programId',
  [REFERRAL_MESSAGES.programPaused]: 'programId',
  [REFERRAL_MESSAGES.programNotFound]: 'programId',
  [REFERRAL_MESSAGES.pointsRange]: 'points',
  [REFERRAL_MESSAGES.stampsRange]: 'stamps',
  [REFERRAL_MESSAGES.rewardNameRequired]: 'name',
  [REFERRAL_MESSAGES.rewardNameTooLong]: 'name',
  [REFERRAL_MESSAGES.validDaysRange]: 'validDays',
};

const inputFieldOf = (message: string): TInputField | undefined =>
  INPUT_FIELD_OF_MESSAGE[message] ?? (overCardStamps(message) !== null ? 'stamps' : undefined);

/** Each side's kind in the save that was refused: it says whether the side's `programId` is the editor's `cardId`. */
export type TSideKinds = Record<TRewardSide, { kind: TReferralRewardKind }>;

const isSide = (key: string | undefined): key is TRewardSide => (REWARD_SIDES as readonly unknown[]).includes(key);

/** A `details` key ('friendReward.points', 'minimumAmount', or a side alone with its message) as the editor's field. */
function fieldOf(key: string, message: string, sent: TSideKinds): TReferralField | null {
  if ((TOP_FIELDS as readonly string[]).includes(key)) return key as TReferralField;
  const [side, part] = key.split('.');
  if (!isSide(side)) return null;
  const field = part ?? inputFieldOf(message);
  if (!field || !(INPUT_FIELDS as readonly string[]).includes(field)) return null;
  return `${side}.${editorField(sent[side].kind, field)}` as TReferralField;
}

/**
 * The server's refusal (`details` is `{ field: [messages] }`) of the save `sent` as messages under the fields they
 * name; whatever names no field of the editor is said above its buttons.
 */
export function serverFieldErrors(
  error: unknown,
  sent: TSideKinds,
): { fields: [TReferralField, string][]; general: string[] } {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) {
    return { fields: [], general: [] };
  }
  const fields: [TReferralField, string][] = [];
  const general: string[] = [];
  for (const [key, messages] of Object.entries(error.details as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
    if (typeof first !== 'string') continue;
    const field = fieldOf(key, first, sent);
    if (field && !fields.some(([named]) => named === field)) fields.push([field, first]);
    else if (!field) general.push(first);
  }
  return { fields, general };
}
