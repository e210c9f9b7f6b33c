import { writeFileSync } from 'node:fs';
import { DARK_TEXT_ON_BRAND, textColorOn } from '@regulars/contracts';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  buildSignPdf,
  fitLogo,
  SIGN_CALL_TO_ACTION,
  SIGN_LOGO_MAX,
  SIGN_POWERED_BY,
  SIGN_TYPE_INSTEAD,
} from './sign-pdf.ts';

/** A real 2×1 PNG and a real 1×1 JPEG, as the logo's address serves them. */
const PNG_2X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGN4KOvxUNYDAAojAo00iF2iAAAAAElFTkSuQmCC',
  'base64',
);
const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** The sizes of every image drawn into the PDF (its XObjects of subtype Image). */
async function imagesIn(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const images: { width: number; height: number }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (key: string) => Number(String(object.dict.get(PDFName.of(key))));
    images.push({ width: size('Width'), height: size('Height') });
  }
  return images;
}

const URL = 'https://regulars.example.com/signup-form/u7Hs2kQp9xVbN3mRt5yZc1aW-m3k9x2-0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const TYPED = 'regulars.example.com/j/ABCD-2345';
const TYPED_LINE = `${SIGN_TYPE_INSTEAD} ${TYPED}`;

async function pageSize(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  return [Number(width.toFixed(2)), Number(height.toFixed(2))];
}

describe('buildSignPdf', () => {
  it('says what joining gets them, under the call to action, when there is a program to promise', async () => {
    const sign = await buildSignPdf({
      size: 'a6',
      businessName: 'Café Bleu',
      url: URL,
      typedLink: TYPED,
      reward: 'Collect 10 stamps for a free latte',
    });
    expect(sign.texts).toEqual([
      'Café Bleu',
      SIGN_CALL_TO_ACTION,
      'Collect 10 stamps for a free latte',
      TYPED_LINE,
      SIGN_POWERED_BY,
    ]);
    if (process.env.SIGN_PDF_OUT) writeFileSync(`${process.env.SIGN_PDF_OUT}/sign-a6-reward.pdf`, sign.bytes);
  });

  it('makes an A6 table tent with the name, the call to action and the link', async () => {
    const sign = await buildSignPdf({ size: 'a6', businessName: 'Café Bleu', url: URL, typedLink: TYPED });
    expect(new TextDecoder().decode(sign.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(await pageSize(sign.bytes)).toEqual([297.64, 419.53]);
    expect(sign.texts).toEqual([
      'Café Bleu',
      'Scan to join our rewards — no app needed',
      TYPED_LINE,
      'Powered by Regulars',
    ]);
    if (process.env.SIGN_PDF_OUT) writeFileSync(`${process.env.SIGN_PDF_OUT}/sign-a6.pdf`, sign.bytes);
  });

  it("leaves the platform's mark off a white-label business's sign, in the text and the PDF's creator", async () => {
    const sign = await buildSignPdf({
      size: 'a6',
      businessName: 'Café Bleu',
      url: URL,
      typedLink: TYPED,
      whiteLabel: true,
    });
    expect(sign.texts).toEqual(['Café Bleu', SIGN_CALL_TO_ACTION, TYPED_LINE]);
    expect((await PDFDocument.load(sign.bytes)).getCreator()).toBe('Café Bleu');
    const plain = await buildSignPdf({ size: 'a4', businessName: 'Café Bleu', url: URL, typedLink: TYPED });
    expect(plain.texts.at(-1)).toBe(SIGN_POWERED_BY);
    expect((await PDFDocument.load(plain.bytes)).getCreator()).toBe('Regulars');
  });

  it('makes an A4 poster with the same texts', async () => {
    const sign = await buildSignPdf({
      size: 'a4',
      businessName: 'The Long Table Neighbourhood Coffee Roasters',
      url: URL,
      typedLink: TYPED,
    });
    expect(new TextDecoder().decode(sign.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(await pageSize(sign.bytes)).toEqual([595.28, 841.89]);
    expect(sign.texts).toContain('The Long Table Neighbourhood Coffee Roasters');
    expect(sign.texts).toContain(SIGN_CALL_TO_ACTION);
    expect(sign.texts).toContain(TYPED_LINE);
    if (process.env.SIGN_PDF_OUT) writeFileSync(`${process.env.SIGN_PDF_OUT}/sign-a4.pdf`, sign.bytes);
  });

  it('prints a name the built-in font cannot draw as its Latin letters, leaving out the rest', async () => {
    const sign = await buildSignPdf({ size: 'a6', businessName: 'Łódź Kawa ☕', url: URL, typedLink: TYPED });
    expect(sign.texts[0]).toBe('Lódz Kawa');
  });

  it('draws no image without a logo: the initial stands in for it', async () => {
    const sign = await buildSignPdf({ size: 'a6', businessName: 'Café Bleu', url: URL, typedLink: TYPED });
    expect(sign.logo).toBe(false);
    expect(await imagesIn(sign.bytes)).toEqual([]);
  });

  it('draws the PNG or JPEG logo above the name, in the brand colour, on both sizes', async () => {
    const png = await buildSignPdf({
      size: 'a6',
      businessName: 'Café Bleu',
      url: URL,
      typedLink: TYPED,
      brandColor: '#0f766e',
      logo: { bytes: PNG_2X1, contentType: 'image/png' },
    });
    expect(png.logo).toBe(true);
    expect(await imagesIn(png.bytes)).toEqual([{ width: 2, height: 1 }]);
    expect(png.texts[0]).toBe('Café Bleu');
    if (process.env.SIGN_PDF_OUT) writeFileSync(`${process.env.SIGN_PDF_OUT}/sign-a6-logo.pdf`, png.bytes);

    const jpeg = await buildSignPdf({
      size: 'a4',
      businessName: 'Café Bleu',
      url: URL,
      typedLink: TYPED,
      brandColor: '#fde047',
      logo: { bytes: JPEG_1X1, contentType: 'image/jpeg' },
    });
    expect(jpeg.logo).toBe(true);
    expect(await imagesIn(jpeg.bytes)).toEqual([{ width: 1, height: 1 }]);
  });

  it('still makes the sign, with the initial, when the logo file cannot be read', async () => {
    const sign = await buildSignPdf({
      size: 'a6',
      businessName: 'Café Bleu',
      url: URL,
      typedLink: TYPED,
      logo: { bytes: new TextEncoder().encode('not an image'), contentType: 'image/png' },
    });
    expect(sign.logo).toBe(false);
    expect(new TextDecoder().decode(sign.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(await imagesIn(sign.bytes)).toEqual([]);
  });
});

describe('fitLogo', () => {
  it('keeps the aspect ratio inside 40% of the width and the band height', () => {
    const wide = fitLogo({ width: 800, height: 200 }, SIGN_LOGO_MAX);
    expect(wide.width).toBeCloseTo(SIGN_LOGO_MAX.width);
    expect(wide.width / wide.height).toBeCloseTo(4);
    const tall = fitLogo({ width: 300, height: 600 }, SIGN_LOGO_MAX);
    expect([tall.width, tall.height].map((n) => Math.round(n * 100) / 100)).toEqual([21, 42]);
    expect(SIGN_LOGO_MAX.width).toBeCloseTo(297.64 * 0.4, 1);
  });

  it('never blows a tiny image up past three times its pixels', () => {
    expect(fitLogo({ width: 2, height: 1 }, SIGN_LOGO_MAX)).toEqual({ width: 6, height: 3 });
  });
});

describe('textColorOn', () => {
  it('puts white on a dark brand colour and dark ink on a pale one', () => {
    expect(textColorOn('#4f46e5')).toBe('#ffffff');
    expect(textColorOn('#0f766e')).toBe('#ffffff');
    expect(textColorOn('#fde047')).toBe(DARK_TEXT_ON_BRAND);
    expect(textColorOn('#ffffff')).toBe(DARK_TEXT_ON_BRAND);
  });
});
