import { writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildSignPdf, SIGN_CALL_TO_ACTION } from './sign-pdf.ts';

const URL = 'https://regulars.example.com/signup-form/u7Hs2kQp9xVbN3mRt5yZc1aW-m3k9x2-0f1e2d3c4b5a69788796a5b4c3d2e1f0';

async function pageSize(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  return [Number(width.toFixed(2)), Number(height.toFixed(2))];
}

describe('buildSignPdf', () => {
  it('makes an A6 table tent with the name, the call to action and the link', async () => {
    const sign = await buildSignPdf({ size: 'a6', businessName: 'Café Bleu', url: URL });
    expect(new TextDecoder().decode(sign.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(await pageSize(sign.bytes)).toEqual([297.64, 419.53]);
    expect(sign.texts).toEqual([
      'Café Bleu',
      'Scan to join our rewards — no app needed',
      URL.replace('https://', ''),
      'Powered by Regulars',
    ]);
    if (process.env.SIGN_PDF_OUT) writeFileSync(`${process.env.SIGN_PDF_OUT}/sign-a6.pdf`, sign.bytes);
  });

  it('makes an A4 poster with the same texts', async () => {
    const sign = await buildSignPdf({
      size: 'a4',
      businessName: 'The Long Table Neighbourhood Coffee Roasters',
      url: URL,
    });
    expect(new TextDecoder().decode(sign.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(await pageSize(sign.bytes)).toEqual([595.28, 841.89]);
    expect(sign.texts).toContain('The Long Table Neighbourhood Coffee Roasters');
    expect(sign.texts).toContain(SIGN_CALL_TO_ACTION);
    expect(sign.texts).toContain(URL.replace('https://', ''));
    if (process.env.SIGN_PDF_OUT) writeFileSync(`${process.env.SIGN_PDF_OUT}/sign-a4.pdf`, sign.bytes);
  });

  it('prints a name the built-in font cannot draw as its Latin letters, leaving out the rest', async () => {
    const sign = await buildSignPdf({ size: 'a6', businessName: 'Łódź Kawa ☕', url: URL });
    expect(sign.texts[0]).toBe('Lódz Kawa');
  });
});
