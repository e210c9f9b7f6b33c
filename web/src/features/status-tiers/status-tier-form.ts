import {
  DEFAULT_TIER_REWARD_DAYS,
  STATUS_LIMITS,
  type TStatusProgram,
  type TStatusProgramInput,
  type TStatusTier,
  type TStatusTierInput,
} from '@regulars/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { tierNames } from './status-tier-words.ts';

/**
 * A tier as the editor holds it: the reward's name and days as two plain fields, so a blank name is simply no reward
 * and the days typed stay put while the name is cleared and typed again.
 */
export type TTierValues = Omit<TStatusTierInput, 'reward'> & { rewardName: string; rewardDays: number };

/** The editor's values: the contract's input, with each tier's reward as two fields. */
export type TStatusValues = Omit<TStatusProgramInput, 'tiers'> & { tiers: TTierValues[] };

/** The editor's form: its values, and what the contract makes of them for the save. */
export type TStatusForm = UseFormReturn<TStatusValues, unknown, TStatusProgramInput>;

/** Where the first tier starts: a few visits, or about what a handful of purchases earn. */
const FIRST_THRESHOLD = { points: 100, visits: 5 } as const;

/** The saved table as the editor changes it; ids kept, so the customers who hold a tier keep it. */
export function valuesOfProgram(program: TStatusProgram): TStatusValues {
  return {
    basis: program.basis,
    window: program.window,
    windowMonths: program.windowMonths,
    graceDays: program.graceDays,
    tiers: program.tiers.map(({ id, name, threshold, factor, reward }) => ({
      id,
      name,
      threshold,
      factor,
      rewardName: reward?.name ?? '',
      rewardDays: reward?.validDays ?? DEFAULT_TIER_REWARD_DAYS,
    })),
  };
}

/** What the save sends: a tier's reward only when it is named; the days of an unnamed one are not checked. */
export function toInput(values: TStatusValues): TStatusProgramInput {
  return {
    ...values,
    tiers: values.tiers.map(({ rewardName, rewardDays, ...tier }) => ({
      ...tier,
      reward: rewardName.trim() ? { name: rewardName, validDays: rewardDays } : null,
    })),
  };
}

/**
 * The editor's opening state: the saved tiers, or a first tier to start from when there are none (named from `names`,
 * the user's language's).
 */
export function editorValues(program: TStatusProgram, names = tierNames()): TStatusValues {
  const values = valuesOfProgram(program);
  return values.tiers.length > 0 ? values : { ...values, tiers: [nextTier(values.tiers, values.basis, names)] };
}

const validNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * A new row after the last: the next name of `names` (Bronze, Silver… in the user's language) not used yet, twice the
 * last one's line and half a point more per point (up to the limits), so a table built by clicking Add already rises
 * as the contract asks. No reward until one is named.
 */
export function nextTier(
  tiers: readonly Pick<TTierValues, 'name' | 'threshold' | 'factor'>[],
  basis: TStatusProgram['basis'],
  names: readonly string[] = tierNames(),
): TTierValues {
  const used = new Set(tiers.map((tier) => tier.name.trim().toLocaleLowerCase('en-US')));
  const name = names.find((candidate) => !used.has(candidate.toLocaleLowerCase('en-US'))) ?? '';
  const noReward = { rewardName: '', rewardDays: DEFAULT_TIER_REWARD_DAYS };
  const last = tiers.at(-1);
  if (!last) return { name, threshold: FIRST_THRESHOLD[basis], factor: 1, ...noReward };
  const threshold = validNumber(last.threshold)
    ? Math.min(Math.max(1, Math.round(last.threshold)) * 2, STATUS_LIMITS.maxThreshold)
    : FIRST_THRESHOLD[basis];
  const factor = validNumber(last.factor) ? Math.min(Math.max(last.factor, 1) + 0.5, STATUS_LIMITS.maxFactor) : 1;
  return { name, threshold, factor, ...noReward };
}

/** Saved tiers that customers hold and that the table being edited no longer has. */
export function removedHeldTiers(saved: readonly TStatusTier[], kept: readonly { id?: string }[]): TStatusTier[] {
  const ids = new Set(kept.map((tier) => tier.id));
  return saved.filter((tier) => tier.customers > 0 && !ids.has(tier.id));
}

/** The editor's fields that the server's refusal can name one by one. */
const RULE_FIELDS = ['basis', 'window', 'windowMonths', 'graceDays'] as const;
export type TStatusRuleField = (typeof RULE_FIELDS)[number];

/**
 * The server's refusal (`details` is `{ field: [messages] }`, by top-level field): the rule's fields by name, and the
 * tier table's messages apart (a reward's among them), as the server does not say which row they belong to.
 */
export function serverFieldErrors(error: unknown): { fields: [TStatusRuleField, string][]; tiers: string[] } {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) {
    return { fields: [], tiers: [] };
  }
  const details = error.details as Record<string, unknown>;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((m) => typeof m === 'string') : []);
  const fields = RULE_FIELDS.flatMap((field): [TStatusRuleField, string][] => {
    const first = strings(details[field])[0];
    return first ? [[field, first]] : [];
  });
  return { fields, tiers: [...new Set(strings(details.tiers))] };
}

/**
 * A number field's value as the contract reads it. A blank one (or what a number field holds for text) becomes a
 * number the contract refuses in the same words, 0, or -1 where 0 is allowed: a value that is no number at all would
 * stop the contract's table-wide checks, and the owner would learn of the other problems only on the next try.
 */
export const numberOr =
  (blank: number) =>
  (raw: unknown): number => {
    if (typeof raw === 'number') return Number.isFinite(raw) ? raw : blank;
    const text = String(raw ?? '').trim();
    const value = Number(text);
    return text === '' || !Number.isFinite(value) ? blank : value;
  };
