import { type TCampaignAudience, type TCampaignType, ZCampaignAudience } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

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
  overdueByRhythm: null,
};

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };

/** 'Jan 5, 2026' ('5 janv. 2026' in fr-FR) of a calendar day ('2026-01-05'), the same day wherever the browser is. */
export const formatDay = (day: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, DAY).format(new Date(`${day}T00:00:00Z`));

/** 'May' ('mai' in fr-FR) of a month 1 to 12, as a sentence names it. */
const monthName = (month: number, locale: string) =>
  new Intl.DateTimeFormat(locale, MONTH).format(new Date(Date.UTC(2026, month - 1, 1)));

/** A rule is set when it holds something: a blank field or an unticked box is none. */
const isSet = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== false;

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

/** The keys of a range of visits or points: both ends, the lower, the upper. */
const RANGE_KEYS = {
  visits: {
    between: 'campaigns.audience.visitsBetween',
    atLeast: 'campaigns.audience.visitsAtLeast',
    atMost: 'campaigns.audience.visitsAtMost',
  },
  points: {
    between: 'campaigns.audience.pointsBetween',
    atLeast: 'campaigns.audience.pointsAtLeast',
    atMost: 'campaigns.audience.pointsAtMost',
  },
} as const;

/** '2–5 visits', 'at least 2 visits', 'at most 5 visits' of a range's set ends. */
function range(
  min: number | null | undefined,
  max: number | null | undefined,
  unit: keyof typeof RANGE_KEYS,
  words: TAppWords,
): string | null {
  const keys = RANGE_KEYS[unit];
  const count = (n: number) => formatCountIn(n, words.locale);
  if (isSet(min) && isSet(max)) return words.t(keys.between, { min: count(min as number), max: count(max as number) });
  if (isSet(min)) return words.t(keys.atLeast, { count: min as number });
  if (isSet(max)) return words.t(keys.atMost, { count: max as number });
  return null;
}

/** The audience in one sentence, for the summary of a scheduled or sent campaign. */
export function audienceSummary(
  type: TCampaignType,
  audience: TCampaignAudience,
  programName: (id: string) => string | undefined = () => undefined,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const { t, locale } = words;
  const email = type === 'email';
  if (!hasRules(audience)) return t(email ? 'campaigns.audience.allEmail' : 'campaigns.audience.allSms');
  const a = audience;
  const day = (d: string) => formatDay(d, locale);
  const rules = [range(a.minVisits, a.maxVisits, 'visits', words), range(a.minPoints, a.maxPoints, 'points', words)];
  if (a.joinedFrom && a.joinedTo) {
    rules.push(t('campaigns.audience.joinedBetween', { from: day(a.joinedFrom), to: day(a.joinedTo) }));
  } else if (a.joinedFrom) rules.push(t('campaigns.audience.joinedFrom', { date: day(a.joinedFrom) }));
  else if (a.joinedTo) rules.push(t('campaigns.audience.joinedTo', { date: day(a.joinedTo) }));
  if (a.birthdayMonth) {
    const month = a.birthdayMonth >= 1 && a.birthdayMonth <= 12 ? monthName(a.birthdayMonth, locale) : a.birthdayMonth;
    rules.push(t('campaigns.audience.birthday', { month }));
  }
  if (a.programId) {
    rules.push(
      t('campaigns.audience.program', { program: programName(a.programId) ?? t('campaigns.audience.aProgram') }),
    );
  }
  if (a.lastVisitMoreThanDays) rules.push(t('campaigns.audience.lastVisit', { count: a.lastVisitMoreThanDays }));
  if (a.overdueByRhythm) rules.push(t('campaigns.audience.overdueByRhythm'));
  const list = rules.filter((rule): rule is string => rule !== null).join(', ');
  return t(email ? 'campaigns.audience.someEmail' : 'campaigns.audience.someSms', { rules: list });
}

/**
 * '312 of 1,040 customers will receive it'; with a control group and an A/B test, '2,000 of 2,400 customers match:
 * 1,800 will get it (900 version A, 900 version B), 200 kept as a control group'.
 */
export function recipientCountText(
  count: number,
  total: number,
  control = 0,
  variantB = 0,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const n = (value: number) => formatCountIn(value, words.locale);
  const messaged = count - control;
  const values = {
    count: n(count),
    total,
    messaged: n(messaged),
    control: n(control),
    a: n(messaged - variantB),
    b: n(variantB),
  };
  if (control > 0) {
    return words.t(variantB > 0 ? 'campaigns.count.controlSplit' : 'campaigns.count.control', values);
  }
  return words.t(variantB > 0 ? 'campaigns.count.receiveSplit' : 'campaigns.count.receive', values);
}
