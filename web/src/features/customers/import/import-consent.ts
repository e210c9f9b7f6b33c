import {
  consentCellAgrees,
  IMPORT_CONSENT_CHANNELS,
  type TColumnMapping,
  type TConsentColumn,
  type TImportConsent,
  type TImportConsentChannel,
  type TImportConsentSource,
  type TImportRow,
} from '@regulars/contracts';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';

/** How the file's customers agreed to a channel: not at all (the default), per a column, or on the owner's word. */
export type TConsentChoice = TImportConsentSource['from'];
export type TConsentFrom = Record<TImportConsentChannel, TConsentChoice>;

export const consentColumnOf = (channel: TImportConsentChannel): TConsentColumn => `${channel}_consent`;

/** A consent column recognised in the file (Shopify's "Accepts Email Marketing"…) is the answer; else nobody agreed. */
export function initialConsentFrom(mapping: TColumnMapping): TConsentFrom {
  const from = (channel: TImportConsentChannel) => (mapping[consentColumnOf(channel)] ? 'column' : 'none');
  return { sms: from('sms'), email: from('email') };
}

/** The channels answered "a column says" without a column chosen. */
export function consentMissingColumn(from: TConsentFrom, mapping: TColumnMapping): TImportConsentChannel[] {
  return IMPORT_CONSENT_CHANNELS.filter((c) => from[c] === 'column' && !mapping[consentColumnOf(c)]);
}

/** The request's consent: a channel answered by a column without one chosen counts as nobody agreed. */
export function importConsent(from: TConsentFrom, mapping: TColumnMapping): TImportConsent {
  const one = (channel: TImportConsentChannel): TImportConsent[TImportConsentChannel] => {
    const column = mapping[consentColumnOf(channel)];
    if (from[channel] === 'column' && column) return { from: 'column', column };
    return from[channel] === 'attested' ? { from: 'attested' } : { from: 'none' };
  };
  return { sms: one('sms'), email: one('email') };
}

/** The preview's line per channel: "Nobody agreed", "Everyone (you confirmed it)", "12 of 30 agreed", in `words`. */
export function consentSummary(
  consent: TImportConsent,
  channel: TImportConsentChannel,
  rows: TImportRow[],
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const { t, locale } = words;
  const how = consent[channel];
  if (how.from === 'none') return t('customers.import.consent.nobody');
  if (how.from === 'attested') return t('customers.import.consent.everyone');
  const agreed = rows.filter((row) => consentCellAgrees(row[consentColumnOf(channel)]?.trim())).length;
  return t('customers.import.consent.byColumn', {
    agreed: formatCountIn(agreed, locale),
    total: formatCountIn(rows.length, locale),
    column: how.column,
  });
}
