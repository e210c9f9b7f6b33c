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
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';

/** Where a new side starts: 100 points, or a reward valid 30 days. */
export const DEFAULT_REWARD = { points: 100, validDays: 30 } as const;

/**
 * One side's reward as the editor holds it: both kinds' fields at once, so switching between points and a reward
 * keeps what was typed in the other. Only the chosen kind's fields are sent.
 */
export type TRewardValues = {
  kind: TReferralRewardKind;
  programId: string;
  points: number;
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

/** The program a new side's points go to: the first active points program, else the first, else none yet. */
function firstProgramId(programs: readonly TProgram[]): string {
  const points = pointsPrograms(programs);
  return (points.find((p) => p.status === 'active') ?? points[0])?.id ?? '';
}

function rewardValues(saved: TReferralReward | null, programs: readonly TProgram[]): TRewardValues {
  const fresh: TRewardValues = {
    // Without a points program there is nothing to put points on: a named reward is the way to start.
    kind: pointsPrograms(programs).length > 0 ? 'points' : 'reward',
    programId: firstProgramId(programs),
    points: DEFAULT_REWARD.points,
    name: '',
    validDays: DEFAULT_REWARD.validDays,
  };
  if (!saved) return fresh;
  return saved.kind === 'points'
    ? { ...fresh, kind: 'points', programId: saved.programId, points: saved.points }
    : { ...fresh, kind: 'reward', name: saved.name, validDays: saved.validDays };
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

const rewardInput = (values: TRewardValues): TReferralRewardInput =>
  values.kind === 'points'
    ? { kind: 'points', programId: values.programId, points: values.points }
    : { kind: 'reward', name: values.name, validDays: values.validDays };

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
  const side = (reward: TReferralReward): TReferralRewardInput =>
    reward.kind === 'points'
      ? { kind: 'points', programId: reward.programId, points: reward.points }
      : { kind: 'reward', name: reward.name, validDays: reward.validDays };
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

const checkInput = zodResolver(ZReferralProgramInput, IN_OUR_WORDS);

/** The contract's rules on what would be saved: fields of a kind not chosen, or a hidden amount, never block it. */
export const referralResolver: Resolver<TReferralValues, unknown, TReferralProgramInput> = (values, context, options) =>
  checkInput(toInput(values), context, options as never) as never;

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

/** The editor's fields the server's refusal can name. */
export type TReferralField =
  | `${TRewardSide}.${'programId' | 'points' | 'name' | 'validDays'}`
  | 'qualifyingAction'
  | 'minimumAmount'
  | 'withinDays'
  | 'monthlyCap';

const SIDE_FIELDS = ['programId', 'points', 'name', 'validDays'] as const;
const TOP_FIELDS = ['qualifyingAction', 'minimumAmount', 'withinDays', 'monthlyCap'] as const;

/** Which of a side's fields a message is about, when the server names only the side ('friendReward'). */
const SIDE_FIELD_OF_MESSAGE: Record<string, (typeof SIDE_FIELDS)[number]> = {
  [REFERRAL_MESSAGES.programRequired]: 'programId',
  [REFERRAL_MESSAGES.programNotPoints]: 'programId',
  [REFERRAL_MESSAGES.programPaused]: 'programId',
  [REFERRAL_MESSAGES.programNotFound]: 'programId',
  [REFERRAL_MESSAGES.pointsRange]: 'points',
  [REFERRAL_MESSAGES.rewardNameRequired]: 'name',
  [REFERRAL_MESSAGES.rewardNameTooLong]: 'name',
  [REFERRAL_MESSAGES.validDaysRange]: 'validDays',
};

/** A `details` key ('friendReward.points', 'minimumAmount', or a side alone with its message) as the editor's field. */
function fieldOf(key: string, message: string): TReferralField | null {
  if ((TOP_FIELDS as readonly string[]).includes(key)) return key as TReferralField;
  const [side, part] = key.split('.');
  if (!(REWARD_SIDES as readonly string[]).includes(side ?? '')) return null;
  const field = part ?? SIDE_FIELD_OF_MESSAGE[message];
  return field && (SIDE_FIELDS as readonly string[]).includes(field) ? (`${side}.${field}` as TReferralField) : null;
}

/**
 * The server's refusal (`details` is `{ field: [messages] }`) as messages under the fields they name; whatever names
 * no field of the editor is said above its buttons.
 */
export function serverFieldErrors(error: unknown): { fields: [TReferralField, string][]; general: string[] } {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) {
    return { fields: [], general: [] };
  }
  const fields: [TReferralField, string][] = [];
  const general: string[] = [];
  for (const [key, messages] of Object.entries(error.details as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
    if (typeof first !== 'string') continue;
    const field = fieldOf(key, first);
    if (field && !fields.some(([named]) => named === field)) fields.push([field, first]);
    else if (!field) general.push(first);
  }
  return { fields, general };
}
