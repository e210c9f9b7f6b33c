import {
  IMPORT_MAX_LIFETIME_POINTS,
  IMPORT_MAX_VISITS,
  IMPORT_MESSAGES,
  readBalance,
  type TImportRow,
  type TProgram,
  validateImportRow,
} from '@regulars/contracts';
import { normalizeCustomerInput, type TCustomerValues } from './customer-rows.ts';
import { readOpeningBalances, type TOpeningBalance } from './opening-balances.ts';
import { readBirthday } from './read-birthday.ts';

/** The customer's history in the old program; absent counts as none. */
export type TImportHistory = { lifetimePoints: number; visits: number };

/** A valid import row, ready for the database. */
export type TPrepared = {
  row: TImportRow;
  values: TCustomerValues;
  balances: TOpeningBalance[];
  history: TImportHistory;
};

/**
 * A valid row's column values, normalised as for a customer added by hand (imports keep both opt-ins on), and the
 * opening balances it brings.
 */
export function prepareImportRow(
  row: TImportRow,
  region: string,
  programs: Map<string, TProgram>,
  importedAt: Date,
): TPrepared | { error: string } {
  const error = validateImportRow(row, (text) => readBirthday(text, region));
  if (error) return { error };
  const balances = readOpeningBalances(row.balances ?? {}, programs, importedAt);
  if ('error' in balances) return balances;
  const history = readHistory(row);
  if ('error' in history) return history;
  const blank = (v: string) => v.trim() || null;
  const birthday = blank(row.birthday);
  const values = normalizeCustomerInput(
    {
      firstName: blank(row.first_name),
      lastName: blank(row.last_name),
      email: blank(row.email),
      phone: blank(row.phone),
      birthday: birthday && readBirthday(birthday, region),
      optedInSms: true,
      optedInEmail: true,
    },
    region,
  );
  return 'error' in values ? values : { row, values, balances, history };
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

/** The lifetime points and visits cells, whole numbers within their limits; empty reads as 0. */
function readHistory(row: TImportRow): TImportHistory | { error: string } {
  const read = (text: string | undefined, max: number) => {
    if (text === undefined || text.trim() === '') return 0;
    const n = readBalance(text);
    return n === null || n > max ? null : n;
  };
  const lifetimePoints = read(row.lifetime_points, IMPORT_MAX_LIFETIME_POINTS);
  if (lifetimePoints === null) return { error: IMPORT_MESSAGES.lifetimePoints };
  const visits = read(row.visits, IMPORT_MAX_VISITS);
  if (visits === null) return { error: IMPORT_MESSAGES.visits };
  return { lifetimePoints, visits };
}
