import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('analytics CSV', () => {
  it('escapes cells a spreadsheet would run as formulas, and leaves numbers as numbers', () => {
    const csv = toCsv({
      fileName: 'x.csv',
      columns: ['location', 'signups'],
      rows: [
        ['=HYPERLINK("x")', 3],
        ['+1 desk', -2],
        ['-lobby', 0],
        ['@bar', null],
        ['\tpatio', 1],
        ['\rdoor', 1],
        ['Front desk', 1.5],
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'location,signups',
      `"'=HYPERLINK(""x"")",3`,
      "'+1 desk,-2",
      "'-lobby,0",
      "'@bar,",
      "'\tpatio,1",
      `"'\rdoor",1`,
      'Front desk,1.5',
    ]);
  });
});
