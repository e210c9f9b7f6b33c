import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAMPAIGN_MESSAGES,
  CONTROL_GROUP,
  DEFAULT_BRAND_COLOR,
  LIFT_MESSAGES,
  starterEmailDesign,
  type TCampaign,
  type TCampaignAudience,
  type TCampaignType,
  type TEmailDesign,
  type TUpdateCampaign,
  VARIANT_B,
  ZUpdateCampaign,
} from '@regulars/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { audienceOf, hasRules, NO_RULES, type TAudienceMode } from '../audience-rules.ts';

/** The composer's fields: the saved campaign's, plus whether the segment rules apply at all. */
export type TComposerValues = {
  name: string;
  templateId: string | null;
  subject: string;
  body: string;
  /** Email: the visual editor's blocks (null: the body is written as text or HTML). */
  design: TEmailDesign | null;
  audienceMode: TAudienceMode;
  audience: TCampaignAudience;
  /** "Keep a control group", and its share in percent (kept while switched off, saved as 0). */
  keepControl: boolean;
  controlShare: number | null;
  outcomeWindowDays: number | null;
  /** "Test two versions (A/B)", and version B: its share of those messaged and its words (kept while switched off). */
  abTest: boolean;
  variantB: { share: number | null; subject: string; body: string; design: TEmailDesign | null };
};
export type TComposerOutput = z.output<typeof ZUpdateCampaign>;

/**
 * The saved campaign as the composer's fields. A new email draft (nothing written yet) opens in the visual editor,
 * from `starter` (the business's colour and language).
 */
export function composerDefaults(
  campaign: TCampaign,
  starter: TEmailDesign = starterEmailDesign(DEFAULT_BRAND_COLOR),
): TComposerValues {
  const segment = hasRules(campaign.audience);
  const fresh = campaign.type === 'email' && campaign.design === null && campaign.body.trim() === '';
  return {
    name: campaign.name,
    templateId: campaign.templateId,
    subject: campaign.subject,
    body: campaign.body,
    design: fresh ? starter : campaign.design,
    audienceMode: segment ? 'segment' : 'all',
    audience: { ...NO_RULES, ...campaign.audience },
    keepControl: campaign.controlShare > 0,
    controlShare: campaign.controlShare > 0 ? campaign.controlShare : CONTROL_GROUP.defaultShare,
    outcomeWindowDays: campaign.outcomeWindowDays,
    abTest: campaign.variantB !== null,
    variantB: campaign.variantB ?? { share: VARIANT_B.defaultShare, subject: '', body: '', design: null },
  };
}

/** Version B as it starts when the test is switched on with nothing written for it yet: a copy of version A. */
export function variantFromA(values: TComposerValues): TComposerValues['variantB'] {
  const b = values.variantB;
  if (b.subject.trim() !== '' || b.body.trim() !== '' || b.design !== null) return b;
  return { share: b.share, subject: values.subject, body: values.body, design: values.design };
}

/** What the save sends: the audience is empty for everyone, else only the rules that are filled in. */
export function toUpdate(values: TComposerValues): TUpdateCampaign {
  return {
    name: values.name,
    templateId: values.templateId || null,
    subject: values.subject,
    body: values.body,
    design: values.design,
    audience: audienceOf(values.audienceMode, values.audience),
    // A blank field is sent as it is, for the contract to name it; switched off, no control group.
    controlShare: values.keepControl ? (values.controlShare as number) : 0,
    outcomeWindowDays: values.outcomeWindowDays as number,
    // Switched off, version B is dropped; a blank share is sent as it is, for the contract to name it.
    variantB: values.abTest ? { ...values.variantB, share: values.variantB.share as number } : null,
  };
}

const checkUpdate = zodResolver(ZUpdateCampaign);

/**
 * The contract's save rules on what would be saved: with "All opted-in customers" chosen, segment fields left
 * half-filled are hidden and ignored, so they must not block the save. An email's version B needs its own subject (the
 * server's rule: the contract does not know the channel).
 */
export function composerResolver(type: TCampaignType): Resolver<TComposerValues, unknown, TComposerOutput> {
  return async (values, context, options) => {
    const result = (await checkUpdate(toUpdate(values), context, options as never)) as Awaited<
      ReturnType<Resolver<TComposerValues, unknown, TComposerOutput>>
    >;
    if (type !== 'email' || !values.abTest || values.variantB.subject.trim() !== '') return result;
    const errors = result.errors as FieldErrors<TComposerValues>;
    const variantB = {
      ...errors.variantB,
      subject: { type: 'required', message: LIFT_MESSAGES.variantBSubjectRequired },
    };
    return { values: {}, errors: { ...errors, variantB } } as never;
  };
}

/**
 * What a draft saves as it changes: the save the contract accepts, or the first reason it would refuse (in its
 * words, said beside the composer's save state). Checked quietly: nothing is marked red until the owner saves or sends.
 */
export function draftToSave(
  values: TComposerValues,
  type: TCampaignType,
): { save: TComposerOutput; problem: null } | { save: null; problem: string } {
  const parsed = ZUpdateCampaign.safeParse(toUpdate(values));
  // A refusal always names at least one problem, each with the contract's words.
  if (!parsed.success) return { save: null, problem: String(parsed.error.issues[0]?.message) };
  if (type === 'email' && values.abTest && values.variantB.subject.trim() === '') {
    return { save: null, problem: LIFT_MESSAGES.variantBSubjectRequired };
  }
  return { save: parsed.data, problem: null };
}

/** Why the campaign cannot go out as written, in the server's words; null when it can. */
export function sendProblem(
  values: Pick<TComposerValues, 'subject' | 'body' | 'design'>,
  type: TCampaignType,
): string | null {
  if (type === 'email' && values.subject.trim() === '') return CAMPAIGN_MESSAGES.subjectRequired;
  if (values.body.trim() === '' && !(type === 'email' && values.design)) return CAMPAIGN_MESSAGES.messageRequired;
  return null;
}

/** Number inputs: blank is no rule (null); anything else is checked by the contract (NaN fails as not a number). */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
/** Text-like inputs (dates, the program select): blank is no rule. */
export const textOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : String(value);

/** The first problem of the form, in field order, for the composer's red box. */
export function firstProblem(
  errors: {
    name?: { message?: string };
    subject?: { message?: string };
    body?: { message?: string };
    audience?: Partial<Record<keyof TCampaignAudience, { message?: string }>> & { message?: string };
    controlShare?: { message?: string };
    outcomeWindowDays?: { message?: string };
    variantB?: { share?: { message?: string }; subject?: { message?: string }; body?: { message?: string } };
  },
  /** The visual editor's first problem (design-errors.ts), after the body's. */
  designProblem: string | null = null,
  /** Version B's visual editor's first problem. */
  variantBDesignProblem: string | null = null,
): string | null {
  const audience = errors.audience;
  const audienceMessages = audience
    ? [audience.message, ...Object.values(audience).map((e) => (typeof e === 'object' ? e?.message : undefined))]
    : [];
  const messages = [
    errors.name?.message,
    errors.subject?.message,
    errors.body?.message,
    designProblem,
    errors.variantB?.subject?.message,
    errors.variantB?.body?.message,
    variantBDesignProblem,
    ...audienceMessages,
    errors.controlShare?.message,
    errors.variantB?.share?.message,
    errors.outcomeWindowDays?.message,
  ];
  return messages.find((m): m is string => typeof m === 'string' && m !== '') ?? null;
}
