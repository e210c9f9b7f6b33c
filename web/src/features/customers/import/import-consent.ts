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
import { formatCount } from '../../../lib/format-number.ts';

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

/** The preview's line per channel: "Nobody agreed", "Everyone (you confirmed it)", "12 of 30 agreed". */
export function consentSummary(consent: TImportConsent, channel: TImportConsentChannel, rows: TImportRow[]): string {
  const how = consent[channel];
  if (how.from === 'none') return 'Nobody: they have not agreed';
  if (how.from === 'attested') return 'Everyone: you confirm they agreed';
  const agreed = rows.filter((row) => consentCellAgrees(row[consentColumnOf(channel)]?.trim())).length;
  return `${formatCount(agreed)} of ${formatCount(rows.length)} agreed, by the “${how.column}” column`;
}
