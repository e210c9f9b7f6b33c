import { type TCampaignAudience, type TCampaignType, ZCampaignAudience } from '@regulars/contracts';
import { formatCount, formatCountOf } from '../../lib/format-number.ts';

export type TAudienceMode = 'all' | 'segment';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Every rule of the segment form, cleared: what the fields show for a campaign that goes to everyone. */
export const NO_RULES: Required<{ [K in keyof TCampaignAudience]: null }> = {
  minVisits: null,
  maxVisits: null,
  minPoints: null,
  maxPoints: null,
  joinedFrom: null,
  joinedTo: null,
  birthdayMonth: null,
  programId: null,
  lastVisitMoreThanDays: null,
};

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Jan 5, 2026' of a calendar day ('2026-01-05'), the same day wherever the browser is. */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** True when any rule narrows the audience; none means everyone who opted in to the channel. */
export function hasRules(audience: TCampaignAudience): boolean {
  return Object.values(audience).some(isSet);
}

/** The rules that are set, nothing else: what is saved and counted (blank fields are not rules). */
export function setRules(audience: TCampaignAudience): TCampaignAudience {
  return Object.fromEntries(Object.entries(audience).filter(([, value]) => isSet(value))) as TCampaignAudience;
}

/** The audience a mode and the segment fields stand for: 'all' ignores whatever the hidden fields still hold. */
export function audienceOf(mode: TAudienceMode, audience: TCampaignAudience): TCampaignAudience {
  return mode === 'all' ? {} : setRules(audience);
}

/** The live count's request, or null while a field is not valid yet (nothing to count). */
export function countRequest(type: TCampaignType, mode: TAudienceMode, audience: TCampaignAudience) {
  const parsed = ZCampaignAudience.safeParse(audienceOf(mode, audience));
  return parsed.success ? { type, audience: parsed.data } : null;
}

/** 'from 2 to 5', 'at least 2', 'at most 5' of a range's set ends. */
function range(min: number | null | undefined, max: number | null | undefined, unit: string): string | null {
  if (isSet(min) && isSet(max)) return `${formatCount(min as number)}–${formatCount(max as number)} ${unit}`;
  if (isSet(min)) return `at least ${formatCount(min as number)} ${unit}`;
  if (isSet(max)) return `at most ${formatCount(max as number)} ${unit}`;
  return null;
}

/** The audience in one sentence, for the summary of a scheduled or sent campaign. */
export function audienceSummary(
  type: TCampaignType,
  audience: TCampaignAudience,
  programName: (id: string) => string | undefined = () => undefined,
): string {
  const who = type === 'email' ? 'customers opted in to email' : 'customers opted in to SMS';
  if (!hasRules(audience)) return `All ${who}`;
  const a = audience;
  const rules = [range(a.minVisits, a.maxVisits, 'visits'), range(a.minPoints, a.maxPoints, 'points')];
  if (a.joinedFrom && a.joinedTo) rules.push(`joined ${formatDay(a.joinedFrom)} – ${formatDay(a.joinedTo)}`);
  else if (a.joinedFrom) rules.push(`joined on or after ${formatDay(a.joinedFrom)}`);
  else if (a.joinedTo) rules.push(`joined on or before ${formatDay(a.joinedTo)}`);
  if (a.birthdayMonth) rules.push(`birthday in ${MONTHS[a.birthdayMonth - 1] ?? a.birthdayMonth}`);
  if (a.programId) rules.push(`in ${programName(a.programId) ?? 'a program'}`);
  if (a.lastVisitMoreThanDays) {
    const days = a.lastVisitMoreThanDays;
    rules.push(`last visit more than ${formatCountOf(days, 'day')} ago`);
  }
  const list = rules.filter((rule): rule is string => rule !== null);
  return `${who[0]?.toUpperCase()}${who.slice(1)} with ${list.join(', ')}`;
}

/**
 * '312 of 1,040 customers will receive it'; with a control group and an A/B test, '2,000 of 2,400 customers match:
 * 1,800 will get it (900 version A, 900 version B), 200 kept as a control group'.
 */
export function recipientCountText(count: number, total: number, control = 0, variantB = 0): string {
  const messaged = count - control;
  const split =
    variantB > 0 ? ` (${formatCount(messaged - variantB)} version A, ${formatCount(variantB)} version B)` : '';
  if (control > 0) {
    return `${formatCount(count)} of ${formatCountOf(total, 'customer')} match: ${formatCount(messaged)} will get it${split}, ${formatCount(control)} kept as a control group`;
  }
  return `${formatCount(count)} of ${formatCountOf(total, 'customer')} will receive it${split}`;
}
