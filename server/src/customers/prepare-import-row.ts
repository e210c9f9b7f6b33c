import {
  consentCellAgrees,
  IMPORT_CONSENT_ATTESTATION,
  IMPORT_CONSENT_CHANNELS,
  IMPORT_CONSENT_SOURCES,
  IMPORT_MAX_LIFETIME_POINTS,
  IMPORT_MAX_VISITS,
  IMPORT_MESSAGES,
  importColumnConsentWording,
  readBalance,
  type TImportConsent,
  type TImportConsentChannel,
  type TImportRow,
  type TProgram,
  validateImportRow,
} from '@regulars/contracts';
import { normalizeCustomerInput, type TCustomerValues } from './customer-rows.ts';
import { readOpeningBalances, type TOpeningBalance } from './opening-balances.ts';
import { readBirthday } from './read-birthday.ts';
import { readMemberSince } from './read-member-since.ts';

/** The customer's history in the old program; absent counts as none (a member since the import). */
export type TImportHistory = { lifetimePoints: number; visits: number; memberSince: string | null };

/** A marketing consent an imported customer brings: recorded beside the opt-in it sets. */
export type TImportedConsent = { channel: TImportConsentChannel; wording: string; source: string };

/** A valid import row, ready for the database. */
export type TPrepared = {
  row: TImportRow;
  values: TCustomerValues;
  balances: TOpeningBalance[];
  history: TImportHistory;
  /** The channels the customer agreed to, each with how; the others stay opted out. */
  consents: TImportedConsent[];
};

/**
 * A valid row's column values, normalised as for a customer added by hand, the opening balances it brings, and its
 * marketing consent: opted in on a channel only where the owner said how the customer agreed (`consent`).
 */
export function prepareImportRow(
  row: TImportRow,
  region: string,
  programs: Map<string, TProgram>,
  importedAt: Date,
  consent: TImportConsent,
  /** What the owner confirmed for the whole file, in the words they were shown (their language). */
  attestation: Record<TImportConsentChannel, string> = IMPORT_CONSENT_ATTESTATION,
): TPrepared | { error: string } {
  const error = validateImportRow(row, (text) => readBirthday(text, region));
  if (error) return { error };
  const balances = readOpeningBalances(row.balances ?? {}, programs, importedAt);
  if ('error' in balances) return balances;
  const history = readHistory(row, region, importedAt);
  if ('error' in history) return history;
  const blank = (v: string) => v.trim() || null;
  const birthday = blank(row.birthday);
  const consents = importedConsents(row, consent, attestation);
  const agreed = (channel: TImportConsentChannel) => consents.some((c) => c.channel === channel);
  const values = normalizeCustomerInput(
    {
      firstName: blank(row.first_name),
      lastName: blank(row.last_name),
      email: blank(row.email),
      phone: blank(row.phone),
      birthday: birthday && readBirthday(birthday, region),
      optedInSms: agreed('sms'),
      optedInEmail: agreed('email'),
    },
    region,
  );
  return 'error' in values ? values : { row, values, balances, history, consents };
}

/** The channels a row's customer agreed to, by the file's column or the owner's word for the whole file. */
function importedConsents(
  row: TImportRow,
  consent: TImportConsent,
  attestation: Record<TImportConsentChannel, string>,
): TImportedConsent[] {
  return IMPORT_CONSENT_CHANNELS.flatMap((channel): TImportedConsent[] => {
    const how = consent[channel];
    if (how.from === 'attested') {
      return [{ channel, wording: attestation[channel], source: IMPORT_CONSENT_SOURCES.attested }];
    }
    const cell = row[`${channel}_consent`]?.trim();
    if (how.from === 'column' && cell && consentCellAgrees(cell)) {
      const wording = importColumnConsentWording(how.column, cell);
      return [{ channel, wording, source: IMPORT_CONSENT_SOURCES.column }];
    }
    return [];
  });
}

/** A row's contact columns as the customers table names them. */
export const contactColumns = (p: TPrepared) => ({
  first_name: p.values.firstName,
  last_name: p.values.lastName,
  email: p.values.email,
  phone: p.values.phone,
  auth_phone: p.values.authPhone,
  birthday: p.values.birthday,
});

/**
 * The lifetime points and visits cells, whole numbers within their limits (empty reads as 0), and since when they are a
 * member, a past date (empty reads as none).
 */
function readHistory(row: TImportRow, region: string, importedAt: Date): TImportHistory | { error: string } {
  const read = (text: string | undefined, max: number) => {
    if (text === undefined || text.trim() === '') return 0;
    const n = readBalance(text);
    return n === null || n > max ? null : n;
  };
  const lifetimePoints = read(row.lifetime_points, IMPORT_MAX_LIFETIME_POINTS);
  if (lifetimePoints === null) return { error: IMPORT_MESSAGES.lifetimePoints };
  const visits = read(row.visits, IMPORT_MAX_VISITS);
  if (visits === null) return { error: IMPORT_MESSAGES.visits };
  const since = row.member_since?.trim() ?? '';
  const memberSince = since === '' ? null : readMemberSince(since, region, importedAt);
  if (since !== '' && memberSince === null) return { error: IMPORT_MESSAGES.memberSince };
  return { lifetimePoints, visits, memberSince };
}
