import type { TMultiplierInput, TMultiplierKind, TMultiplierRule } from '@regulars/contracts';
import { ApiError } from '../../api/client.ts';
import { kindName } from './multiplier-words.ts';

/** The dialog's values: the contract's input, as the server takes it. */
export type TMultiplierValues = TMultiplierInput;

export const MULTIPLIER_FIELDS = [
  'kind',
  'name',
  'factor',
  'days',
  'startTime',
  'endTime',
  'startsOn',
  'endsOn',
  'category',
  'locationIds',
] as const;
export type TMultiplierField = (typeof MULTIPLIER_FIELDS)[number];

/**
 * A new multiplier: named for its kind (`name`, in the user's language), doubling points; a happy hour starts as
 * weekday afternoons, to be changed.
 */
export function newMultiplierValues(kind: TMultiplierKind = 'happy_hour', name = kindName(kind)): TMultiplierValues {
  return {
    kind,
    name,
    factor: 2,
    days: [1, 2, 3, 4, 5],
    startTime: '16:00',
    endTime: '18:00',
    startsOn: null,
    endsOn: null,
    category: null,
    locationIds: null,
  };
}

/** A saved multiplier as the dialog edits it (a kind's unused fields get the new one's defaults). */
export function valuesOfRule(rule: TMultiplierRule): TMultiplierValues {
  const fresh = newMultiplierValues(rule.kind);
  return {
    kind: rule.kind,
    name: rule.name,
    factor: rule.factor,
    days: rule.kind === 'happy_hour' ? rule.days : fresh.days,
    startTime: rule.startTime ?? fresh.startTime,
    endTime: rule.endTime ?? fresh.endTime,
    startsOn: rule.startsOn,
    endsOn: rule.endsOn,
    category: rule.category,
    locationIds: rule.locationIds,
  };
}

/** The factor as typed ('1,5' too); anything else is not a number, which the contract refuses in its words. */
export function parseFactor(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  const text = String(raw ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** An empty time or date input is no value at all. */
export const blankAsNull = (raw: unknown): string | null => (typeof raw === 'string' && raw !== '' ? raw : null);

/** The server's refusal per field (`details` is `{ field: [messages] }`), for the dialog's fields only. */
export function serverFieldErrors(error: unknown): [TMultiplierField, string][] {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return [];
  const details = error.details as Record<string, unknown>;
  return MULTIPLIER_FIELDS.flatMap((field): [TMultiplierField, string][] => {
    const messages = details[field];
    const first = Array.isArray(messages) ? messages[0] : undefined;
    return typeof first === 'string' ? [[field, first]] : [];
  });
}
