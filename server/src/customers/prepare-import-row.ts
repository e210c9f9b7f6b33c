import { type TImportRow, type TProgram, validateImportRow } from '@regulars/contracts';
import { normalizeCustomerInput, type TCustomerValues } from './customer-rows.ts';
import { readOpeningBalances, type TOpeningBalance } from './opening-balances.ts';
import { readBirthday } from './read-birthday.ts';

/** A valid import row, ready for the database. */
export type TPrepared = { row: TImportRow; values: TCustomerValues; balances: TOpeningBalance[] };

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
  return 'error' in values ? values : { row, values, balances };
}
