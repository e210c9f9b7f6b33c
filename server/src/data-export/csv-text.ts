import { currencyExponent, escapeCsvCell } from '@regulars/contracts';
import Papa from 'papaparse';
import type { TExportColumn } from './export-files.ts';

const NEWLINE = '\r\n';

/** Whole minor units as major units, exactly (no float): "-1250" in a 2-decimal currency is "-12.50". */
export function majorUnits(minor: string, exponent: number): string {
  if (exponent === 0) return minor;
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(exponent + 1, '0');
  const major = `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return negative ? `-${major}` : major;
}

/**
 * Rows of text (as read, null for none) as CSV lines, each ending in CRLF: a number is written as is, and text a
 * spreadsheet would run as a formula (= + - @, a leading tab or CR) gets a leading ' as in every CSV we write.
 */
export function csvLines({
  columns,
  rows,
}: {
  columns: readonly TExportColumn[];
  rows: readonly (readonly (string | null)[])[];
}): string {
  if (rows.length === 0) return '';
  const exponents = new Map<string, number>();
  const exponentOf = (currency: string) => {
    let e = exponents.get(currency);
    if (e === undefined) {
      e = currencyExponent(currency);
      exponents.set(currency, e);
    }
    return e;
  };
  const currencyIndex = columns.map((c) => (c.minorUnitsOf ? columns.findIndex((o) => o.name === c.minorUnitsOf) : -1));
  const data = rows.map((row) =>
    row.map((value, i) => {
      if (value === null) return '';
      const column = columns[i];
      if (!column?.number) return escapeCsvCell(value);
      const currency = currencyIndex[i] >= 0 ? row[currencyIndex[i]] : null;
      return currency ? majorUnits(value, exponentOf(currency)) : value;
    }),
  );
  return Papa.unparse(data, { header: false, newline: NEWLINE }) + NEWLINE;
}

/** The header line of a file. */
export function csvHeader(columns: readonly TExportColumn[]): string {
  return Papa.unparse([columns.map((c) => c.name)], { header: false, newline: NEWLINE }) + NEWLINE;
}
