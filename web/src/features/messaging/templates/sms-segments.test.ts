import { countSms } from '@regulars/contracts';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';

// The one counter (contracts/src/sms-segments.ts): the editor shows it, the server charges each segment it counts.
describe('countSms', () => {
  it('counts nothing for an empty message', () => {
    expect(countSms('')).toMatchObject({ characters: 0, segments: 0, perSegment: 160 });
  });

  it('fits 160 GSM-7 characters in one SMS and splits the 161st into parts of 153', () => {
    expect(countSms('a'.repeat(160))).toMatchObject({
      encoding: 'GSM-7',
      characters: 160,
      segments: 1,
      perSegment: 160,
    });
    expect(countSms('a'.repeat(161))).toMatchObject({
      encoding: 'GSM-7',
      characters: 161,
      segments: 2,
      perSegment: 153,
    });
    expect(countSms('a'.repeat(306)).segments).toBe(2);
    expect(countSms('a'.repeat(307)).segments).toBe(3);
  });

  it('keeps accented letters of the GSM alphabet in GSM-7', () => {
    expect(countSms('Café für Sørensen, ¿qué?')).toMatchObject({ encoding: 'GSM-7', unicodeCharacters: [] });
  });

  it('counts each extension character (€ [ ] { } | ^ ~ \\) as two', () => {
    expect(countSms('€[]{}|^~\\')).toMatchObject({ encoding: 'GSM-7', characters: 18, segments: 1 });
    expect(countSms('€'.repeat(80))).toMatchObject({ characters: 160, segments: 1 });
    expect(countSms('€'.repeat(81))).toMatchObject({ characters: 162, segments: 2 });
  });

  it('switches the whole message to UCS-2 for an emoji or a curly quote: 70 alone, 67 per part', () => {
    expect(countSms(`${'a'.repeat(69)}😀`)).toMatchObject({ encoding: 'UCS-2', characters: 71, segments: 2 });
    expect(countSms(`${'a'.repeat(69)}’`)).toMatchObject({
      encoding: 'UCS-2',
      characters: 70,
      segments: 1,
      perSegment: 70,
      unicodeCharacters: ['’'],
    });
    expect(countSms(`${'a'.repeat(70)}’`)).toMatchObject({ segments: 2, perSegment: 67 });
    expect(countSms(`${'ł'.repeat(134)}`).segments).toBe(2);
    expect(countSms(`${'ł'.repeat(135)}`).segments).toBe(3);
  });

  it('lists each character that forces UCS-2 once', () => {
    expect(countSms('Hi 😀 😀 “you”').unicodeCharacters).toEqual(['😀', '“', '”']);
  });

  it('counts every GSM-7 text as Twilio’s calculator does, extension characters at the split included', () => {
    // Plain letters, accented ones of the GSM alphabet, line breaks and extension characters (two units each).
    const alphabet = ['a', 'Z', ' ', '7', 'é', 'Ñ', 'Δ', '\n', '\r', '€', '[', '{', '^', '~', '|', '\\'];
    let seed = 28;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let i = 0; i < 120; i++) {
      const length = 1 + (next() % 480);
      const text = Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
      const twilio = new SegmentedMessage(text, 'auto');
      expect(countSms(text), JSON.stringify(text)).toMatchObject({
        encoding: 'GSM-7',
        segments: twilio.segmentsCount,
        characters: Math.round(twilio.messageSize / 7),
      });
    }
    // An extension character that would straddle the 153rd unit starts the next part.
    expect(countSms(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({ characters: 164, segments: 2 });
    expect(countSms(`${'a'.repeat(152)}€${'a'.repeat(10)}`).segments).toBe(
      new SegmentedMessage(`${'a'.repeat(152)}€${'a'.repeat(10)}`, 'auto').segmentsCount,
    );
  });
});
