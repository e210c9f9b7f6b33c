import { escapeCsvCell } from '@regulars/contracts';
import Papa from 'papaparse';

export type TCsvTable = { fileName: string; columns: string[]; rows: (string | number | null)[][] };

/** A table of figures as CSV: text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading '. */
export function toCsv(table: TCsvTable): string {
  const data = table.rows.map((row) =>
    row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : escapeCsvCell(cell))),
  );
  return Papa.unparse({ fields: table.columns.map(escapeCsvCell), data }, { newline: '\r\n' });
}

/** Saves the table as a file through a temporary link. */
export function downloadCsv(table: TCsvTable) {
  const url = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = table.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
