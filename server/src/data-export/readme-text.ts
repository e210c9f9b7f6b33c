import type { TExportFile } from './export-files.ts';

/** README.txt in the ZIP: what the export is, then every file and every column in it, from the files' own words. */
export function readmeText({
  companyName,
  exportedAt,
  files,
  whiteLabel,
}: {
  companyName: string;
  /** A white-label plan's export names only the business (issue 53). */
  whiteLabel: boolean;
  exportedAt: Date;
  files: readonly TExportFile[];
}): string {
  const lines = [
    `All data of ${companyName}${whiteLabel ? '' : ' on Regulars'}, exported ${exportedAt.toISOString()}.`,
    '',
    'Each .csv file is UTF-8, comma-separated, with a header row and CRLF line ends. Dates and times are ISO 8601 in',
    'UTC (2026-01-31T09:30:00.000Z); birthdays are YYYY-MM-DD. Ids join the files: customer_id in ledger.csv is an id',
    'in customers.csv, and so on. An empty cell is no value. Text a spreadsheet would run as a formula (starting',
    "with = + - @) starts with an apostrophe ('), so opening a file never runs anything; phone numbers read '+44….",
    'Each file was read on its own, a page at a time: a change made while the export ran may show in one file and not',
    'in another.',
    '',
    'Never exported: PIN and password hashes, sign-in sessions, tokens, API keys, reward redemption codes, and the',
    'subject and text of messages sent to a deleted customer.',
  ];
  for (const f of files) {
    lines.push('', f.file, '-'.repeat(f.file.length), f.about, '');
    const width = Math.max(...f.columns.map((c) => c.name.length));
    for (const c of f.columns) lines.push(`  ${c.name.padEnd(width)}  ${c.about}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
