import { qrDownloadFileName, slugify } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { signFileName } from './sign-file-name.ts';

describe('signFileName', () => {
  it('names the A6 and A4 signs after the business, with no spaces', () => {
    expect(signFileName({ businessName: 'Cafe Bleu', locationName: null, size: 'a6' })).toBe(
      'regulars-join-cafe-bleu-a6.pdf',
    );
    expect(signFileName({ businessName: 'Cafe Bleu', locationName: null, size: 'a4' })).toBe(
      'regulars-join-cafe-bleu-a4.pdf',
    );
  });

  it('drops accents and symbols and adds the location', () => {
    expect(signFileName({ businessName: 'Café Bleu & Co.', locationName: 'Front Counter #2', size: 'a6' })).toBe(
      'regulars-join-cafe-bleu-co-front-counter-2-a6.pdf',
    );
    expect(signFileName({ businessName: "  Zoë's  Crêpes / Bar ", locationName: '  ', size: 'a4' })).toBe(
      'regulars-join-zoe-s-crepes-bar-a4.pdf',
    );
  });

  it("leaves the platform's name out on white-label", () => {
    expect(signFileName({ businessName: 'Cafe Bleu', locationName: 'Patio', size: 'a4', whiteLabel: true })).toBe(
      'join-cafe-bleu-patio-a4.pdf',
    );
  });

  it('falls back to "business" when nothing printable is left', () => {
    expect(signFileName({ businessName: '喫茶店 ☕', locationName: 'Patio', size: 'a6' })).toBe(
      'regulars-join-business-patio-a6.pdf',
    );
  });
});

describe('slugify', () => {
  it('keeps at most 60 characters and never ends on a dash', () => {
    const slug = slugify(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugify('x'.repeat(80))).toHaveLength(60);
  });
});

describe('qrDownloadFileName', () => {
  it('names the PNG after the slugged location, or "signup" without one', () => {
    expect(qrDownloadFileName('Front Counter')).toBe('qr-code-front-counter.png');
    expect(qrDownloadFileName('  Patio / Bar #2 ')).toBe('qr-code-patio-bar-2.png');
    expect(qrDownloadFileName(null)).toBe('qr-code-signup.png');
    expect(qrDownloadFileName('☕')).toBe('qr-code-signup.png');
  });
});
