import { describe, expect, it } from 'vitest';
import { csvHeader, csvLines, majorUnits } from './csv-text.ts';
import type { TExportColumn } from './export-files.ts';

const columns: TExportColumn[] = [
  { name: 'name', about: '', sql: '' },
  { name: 'points', about: '', sql: '', number: true },
  { name: 'amount', about: '', sql: '', number: true, minorUnitsOf: 'currency' },
  { name: 'currency', about: '', sql: '' },
];

describe('export CSV text', () => {
  it('writes minor units as major units exactly', () => {
    expect(majorUnits('1250', 2)).toBe('12.50');
    expect(majorUnits('5', 2)).toBe('0.05');
    expect(majorUnits('-1250', 2)).toBe('-12.50');
    expect(majorUnits('-5', 3)).toBe('-0.005');
    expect(majorUnits('1200', 0)).toBe('1200');
    expect(majorUnits('9007199254740993', 2)).toBe('90071992547409.93');
  });

  it('quotes, guards formulas in text only, converts amounts by their currency and ends lines in CRLF', () => {
    const text = csvLines({
      columns,
      rows: [
        ['=HYPERLINK("x")', '-5', '1250', 'USD'],
        ['Ann, "the" regular\nline two', '10', '1250', 'JPY'],
        ['+44 20', null, null, null],
      ],
    });
    expect(text).toBe(
      `"'=HYPERLINK(""x"")",-5,12.50,USD\r\n"Ann, ""the"" regular\nline two",10,1250,JPY\r\n'+44 20,,,\r\n`,
    );
    expect(csvLines({ columns, rows: [] })).toBe('');
    expect(csvHeader(columns)).toBe('name,points,amount,currency\r\n');
  });
});
