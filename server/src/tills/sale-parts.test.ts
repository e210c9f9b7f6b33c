import { describe, expect, it } from 'vitest';
import { saleParts } from './sale-parts.ts';

describe('saleParts', () => {
  it("shares the amount by what each category's lines came to, the rest and rounding in a part of none", () => {
    // A subtotal of $9.00 whose lines came to $10.00 (a discount): Coffee's $6 of it is $5.40.
    const lines: [string, number, number, string | null][] = [
      ['Latte', 1, 400, 'Coffee'],
      ['Flat white', 1, 200, ' coffee '],
      ['Muffin', 1, 400, null],
    ];
    expect(saleParts(900, 'USD', lines)).toEqual([
      { amount: 5.4, categories: ['Coffee'] },
      { amount: 3.6, categories: [] },
    ]);
    // A third of 1000 yen: rounded down to whole yen, the yen left over goes with the rest.
    expect(
      saleParts(1000, 'JPY', [
        ['Tea', 1, 1, 'Tea'],
        ['Cake', 1, 2, 'Cake'],
      ]),
    ).toEqual([
      { amount: 333, categories: ['Tea'] },
      { amount: 666, categories: ['Cake'] },
      { amount: 1, categories: [] },
    ]);
  });

  it('is one part of no category for a sale without lines, or lines of no price', () => {
    expect(saleParts(450, 'USD', [])).toEqual([{ amount: 4.5, categories: [] }]);
    expect(saleParts(450, 'USD', [['Free sample', 1, 0, 'Coffee']])).toEqual([{ amount: 4.5, categories: [] }]);
  });
});
