import {
  autoMapColumns,
  escapeCsvCell,
  FAILED_ROWS_COLUMNS,
  IMPORT_MESSAGES,
  type TBalanceMapping,
  type TColumnMapping,
  type TImportRow,
  toImportRows,
} from '@regulars/contracts';
import Papa from 'papaparse';

export type TParsedCsv = {
  /** The file's headers as written (trimmed), in file order. */
  headers: string[];
  records: Record<string, string>[];
  /** Our columns matched to the headers automatically (any case, spaces, underscores, hyphens, common synonyms). */
  mapping: TColumnMapping;
};

/**
 * CSV text to records: quoted fields, a UTF-8 BOM and CRLF line ends are handled by papaparse; empty lines are
 * skipped. Throws the spec's message when there is no data row.
 */
export function parseCustomerCsv(text: string): TParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim(),
  });
  const headers = [...new Set((result.meta.fields ?? []).filter(Boolean))];
  if (headers.length === 0 || result.data.length === 0) throw new Error(IMPORT_MESSAGES.empty);
  return { headers, records: result.data, mapping: autoMapColumns(headers) };
}

/** The file's records as import rows through the chosen mapping (and the programs' balance columns). */
export const mappedRows = (
  csv: TParsedCsv,
  mapping: TColumnMapping = csv.mapping,
  balanceMapping: TBalanceMapping = {},
): TImportRow[] => toImportRows(csv.records, mapping, balanceMapping);

export type TFailedRow = TImportRow & { error: string };

/** failed_imports.csv: row_number, the five columns and the error, each cell escaped against formula injection. */
export function failedRowsCsv(rows: TFailedRow[]): string {
  const data = rows.map((r) =>
    [String(r.rowNumber), r.first_name, r.last_name, r.email, r.phone, r.birthday, r.error].map(escapeCsvCell),
  );
  return Papa.unparse({ fields: [...FAILED_ROWS_COLUMNS], data }, { newline: '\r\n' });
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
