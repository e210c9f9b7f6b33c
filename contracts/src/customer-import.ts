import { z } from 'zod';
import { EMAIL_PATTERN, isIsoDate } from './customers.ts';

/** The CSV import's limits and its exact messages. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_BATCH_SIZE = 50;
export const IMPORT_PREVIEW_ROWS = 10;
/** Most rows the browser sends per request; each request runs its rows in batches of IMPORT_BATCH_SIZE. */
export const IMPORT_CHUNK_SIZE = 5000;

/** Rows per request for a file: about 20 progress steps, whole batches, at most IMPORT_CHUNK_SIZE. */
export function importChunkSize(validRows: number): number {
  const batches = Math.ceil(validRows / 20 / IMPORT_BATCH_SIZE);
  return Math.min(IMPORT_CHUNK_SIZE, Math.max(1, batches) * IMPORT_BATCH_SIZE);
}
export const IMPORT_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'birthday'] as const;
export const FAILED_ROWS_COLUMNS = ['row_number', ...IMPORT_COLUMNS, 'error'] as const;
export const FAILED_ROWS_FILE_NAME = 'failed_imports.csv';

export const IMPORT_MESSAGES = {
  notCsv: 'Please upload a CSV file',
  tooLarge: 'File size must be less than 5MB',
  empty: 'CSV file is empty or has no data rows',
  readFailed: 'Failed to read CSV file',
  emailOrPhone: 'Either email or phone is required',
  invalidEmail: 'Invalid email format',
  invalidBirthday: 'Invalid birthday format (use YYYY-MM-DD)',
  noValidRows: 'No valid rows to import',
  unsavableCharacters: 'Contains characters that cannot be saved',
  rowFailed: 'This row could not be imported',
} as const;

export const importLimitMessage = (current: number, attempting: number, limit: number) =>
  `Import would exceed your plan limit. Current: ${current}, Attempting to import: ${attempting}, Plan limit: ${limit}. Please upgrade your subscription to import more customers.`;

/** The file check before reading: name ends in .csv, and under 5MB. */
export function checkCsvFile(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return IMPORT_MESSAGES.notCsv;
  if (file.size >= CSV_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}

export const ZImportRow = z.object({
  /** Data row index plus 2: the line in the file, counting the header as line 1. */
  rowNumber: z.number().int().min(2),
  first_name: z.string().max(200).default(''),
  last_name: z.string().max(200).default(''),
  email: z.string().max(320).default(''),
  phone: z.string().max(50).default(''),
  birthday: z.string().max(50).default(''),
});
export type TImportRow = z.infer<typeof ZImportRow>;

/** Parsed CSV records (any header case) to import rows; a missing column reads as empty. */
export function toImportRows(records: Record<string, unknown>[]): TImportRow[] {
  return records.map((record, index) => {
    const lower: Record<string, string> = {};
    for (const [key, value] of Object.entries(record)) {
      lower[key.trim().toLowerCase()] = value == null ? '' : String(value).trim();
    }
    return {
      rowNumber: index + 2,
      first_name: lower.first_name ?? '',
      last_name: lower.last_name ?? '',
      email: lower.email ?? '',
      phone: lower.phone ?? '',
      birthday: lower.birthday ?? '',
    };
  });
}

// Half of a UTF-16 surrogate pair: not a character, so no UTF-8 database text can hold it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL text refuses a NUL character and invalid Unicode: such a value would fail its whole import batch. */
export function hasUnsavableCharacters(value: string): boolean {
  return value.includes('\0') || LONE_SURROGATE.test(value);
}

/** The spec's per-row rules, in order, then what the database would refuse; null when the row may be imported. */
export function validateImportRow(
  row: Pick<TImportRow, 'email' | 'phone' | 'birthday'> & Partial<Pick<TImportRow, 'first_name' | 'last_name'>>,
): string | null {
  const email = row.email.trim();
  const phone = row.phone.trim();
  const birthday = row.birthday.trim();
  if (!email && !phone) return IMPORT_MESSAGES.emailOrPhone;
  if (email && !EMAIL_PATTERN.test(email)) return IMPORT_MESSAGES.invalidEmail;
  if (birthday && !isIsoDate(birthday)) return IMPORT_MESSAGES.invalidBirthday;
  const texts = [row.first_name ?? '', row.last_name ?? '', email, phone];
  if (texts.some(hasUnsavableCharacters)) return IMPORT_MESSAGES.unsavableCharacters;
  return null;
}

/** Rows split into the valid ones and the per-row errors (the "validating" step). */
export function splitValidRows(rows: TImportRow[]): { valid: TImportRow[]; invalid: TImportRowResult[] } {
  const valid: TImportRow[] = [];
  const invalid: TImportRowResult[] = [];
  for (const row of rows) {
    const error = validateImportRow(row);
    if (error) invalid.push({ rowNumber: row.rowNumber, status: 'failed', error });
    else valid.push(row);
  }
  return { valid, invalid };
}

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a leading tab/CR) gets a leading apostrophe, so an
 * exported file cannot execute anything when opened (OWASP CSV injection).
 */
export function escapeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const ZImportRequest = z.object({
  rows: z.array(ZImportRow).min(1).max(IMPORT_CHUNK_SIZE),
  /** The file's last request: the server refreshes the table's planner statistics after it. */
  final: z.boolean().optional(),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

export const ZImportRowResult = z.object({
  rowNumber: z.number(),
  status: z.enum(['imported', 'failed']),
  error: z.string().optional(),
});
export type TImportRowResult = z.infer<typeof ZImportRowResult>;

export const ZImportResponse = z.object({
  imported: z.number(),
  failed: z.number(),
  results: z.array(ZImportRowResult),
});
export type TImportResponse = z.infer<typeof ZImportResponse>;

/** Asked once before importing: does the whole file fit the plan? */
export const ZImportPreflight = z.object({ validRows: z.number().int().min(0) });
export const ZImportPreflightResponse = z.object({ current: z.number(), limit: z.number() });
export type TImportPreflightResponse = z.infer<typeof ZImportPreflightResponse>;
