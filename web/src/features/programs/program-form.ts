import {
  defaultProgramConfig,
  PROGRAM_DEFAULTS,
  PROGRAM_TYPES,
  type TCreateProgramRequest,
  type TProgram,
  type TProgramType,
  type TUpdateProgramRequest,
  ZCreateProgramRequest,
  ZProgramType,
  ZUpdateProgramRequest,
} from '@regulars/contracts';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { allFields } from './program-fields.ts';

export type TTierDraft = { visits: string; discount: string };
/** One row of the points catalogue as typed. */
export type TRewardDraft = { points: string; name: string };
export type TProgramDraft = {
  values: Record<string, string | boolean>;
  tiers: TTierDraft[];
  /** The points catalogue (points programs only); empty means the one reward at the minimum redemption. */
  rewards: TRewardDraft[];
};

/** The dialog's starting values for a type: its defaults (or a saved program's config), numbers as text. */
export function draftFor(type: TProgramType, saved?: TProgram['config']): TProgramDraft {
  const config = (saved ?? defaultProgramConfig(type)) as Record<string, unknown>;
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
  const rewards =
    type === 'points'
      ? (config.rewards as { name: string; points: number }[]).map((r) => ({ points: String(r.points), name: r.name }))
      : [];
  return { values, tiers, rewards };
}

export const emptyDrafts = (): Record<TProgramType, TProgramDraft> =>
  Object.fromEntries(PROGRAM_TYPES.map((t) => [t, draftFor(t)])) as Record<TProgramType, TProgramDraft>;

const toNumber = (text: string | boolean | undefined) =>
  typeof text === 'string' && text.trim() !== '' ? Number(text) : Number.NaN;

/** The request body the draft stands for (not yet validated). */
export function toRequest(
  name: string,
  type: TProgramType,
  draft: TProgramDraft,
  description = '',
): TCreateProgramRequest {
  const config: Record<string, unknown> = {};
  for (const field of allFields(type)) {
    const value = draft.values[field.key];
    config[field.key] = field.kind === 'number' ? toNumber(value) : value;
  }
  if (type === 'discount') {
    config.tiers = draft.tiers.map((t) => ({ visits: toNumber(t.visits), discount: toNumber(t.discount) }));
  }
  if (type === 'points') {
    config.rewards = draft.rewards.map((r) => ({ points: toNumber(r.points), name: r.name }));
  }
  return { name, description, type, config } as TCreateProgramRequest;
}

/**
 * A new catalogue row: the first costs the minimum redemption (the cheapest a reward may be), each next one
 * that much more than the dearest so far; the owner names it.
 */
export function newRewardRow(rewards: TRewardDraft[], minimumRedemption: string | boolean | undefined): TRewardDraft {
  const minimum = toNumber(minimumRedemption);
  const step = Number.isInteger(minimum) && minimum >= 1 ? minimum : PROGRAM_DEFAULTS.points.minimumRedemption;
  const costs = rewards.map((r) => toNumber(r.points)).filter((n) => Number.isFinite(n));
  return { points: String(costs.length > 0 ? Math.max(...costs) + step : step), name: '' };
}

/** What the create dialog edits: the name, the chosen type, and a draft per type (kept when switching back). */
export type TProgramFormValues = {
  name: string;
  description: string;
  type: TProgramType | null;
  drafts: Record<TProgramType, TProgramDraft>;
};

export const emptyProgramForm = (): TProgramFormValues => ({
  name: '',
  description: '',
  type: null,
  drafts: emptyDrafts(),
});

/** The dialog's values, turned into the request and validated by the API's own schema. */
export const ZProgramForm = z
  .object({
    name: z.string(),
    description: z.string(),
    type: ZProgramType.nullable(),
    drafts: z.custom<Record<TProgramType, TProgramDraft>>(),
  })
  // Without a type the API's schema refuses the request with its own 'Please select a program type'.
  .transform(({ name, description, type, drafts }) =>
    type ? toRequest(name, type, drafts[type], description) : ({ name } as TCreateProgramRequest),
  )
  .pipe(ZCreateProgramRequest);

/** What the edit dialog edits: one program's name, description and config draft; its type is fixed. */
export type TEditProgramFormValues = { name: string; description: string; type: TProgramType; draft: TProgramDraft };

export const editProgramForm = (program: TProgram): TEditProgramFormValues => ({
  name: program.name,
  description: program.description,
  type: program.type,
  draft: draftFor(program.type, program.config),
});

/** The edit dialog's values, turned into the PATCH body and validated by the API's own schema. */
export const ZEditProgramForm = z
  .object({
    name: z.string(),
    description: z.string(),
    type: ZProgramType,
    draft: z.custom<TProgramDraft>(),
  })
  .transform(({ name, description, type, draft }) => toRequest(name, type, draft, description) as TUpdateProgramRequest)
  .pipe(ZUpdateProgramRequest);

/**
 * The form's errors keyed as the fields show them: 'name', 'pointsPerDollar', 'tiers.0.visits',
 * 'rewards.1.name', 'rewards' (the request's `config.` prefix dropped).
 */
export function programFormErrors(errors: FieldErrors): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') {
      const field = path[0] === 'config' ? path.slice(1) : path;
      // A list's own rule sits under `root` when its rows have errors too: show it where the list shows its own.
      const key = (field.at(-1) === 'root' ? field.slice(0, -1) : field).join('.') || 'form';
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
