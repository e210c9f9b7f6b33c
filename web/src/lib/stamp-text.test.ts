import { describe, expect, it } from 'vitest';
import { stampText } from './stamp-text.ts';

describe('stampText', () => {
  it("reads '7 of 10', with the card's name when there are several", () => {
    const card = { programName: 'Coffee card', current: 7, required: 10 };
    expect(stampText(card, false)).toBe('7 of 10');
    expect(stampText(card, true)).toBe('Coffee card 7 of 10');
  });
});
