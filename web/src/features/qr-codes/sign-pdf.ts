import { APP_ENGLISH, DEFAULT_BRAND_COLOR, normalBrandColor, textColorOn } from '@regulars/contracts';
import {
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import QRCode from 'qrcode';
import type { TSignSize } from './sign-file-name.ts';
import { fitLines, printable } from './sign-text.ts';

export const SIGN_CALL_TO_ACTION = APP_ENGLISH.t('qrCodes.sign.callToAction');
/** Before the short link, for whoever cannot scan. */
export const SIGN_TYPE_INSTEAD = APP_ENGLISH.t('qrCodes.sign.typeInstead');
/** The platform's mark at the foot of a sign, on plans without white-label. */
export const SIGN_POWERED_BY = APP_ENGLISH.t('qrCodes.sign.poweredBy');
/** The words printed on a sign; English unless the caller gives its own (sign-buttons.tsx: the owner's language). */
export type TSignWords = {
  callToAction: string;
  typeInstead: string;
  poweredBy: string;
  /** The PDF's title, as a viewer's window shows it: 'Café Bleu rewards sign'. */
  documentTitle: string;
};
/** Scanners need a white border of at least four modules around the code. */
export const SIGN_QUIET_ZONE_MODULES = 4;

const INK = rgb(0.067, 0.094, 0.153); // gray-900
const MUTED = rgb(0.294, 0.333, 0.388); // gray-600
const FAINT = rgb(0.612, 0.639, 0.686); // gray-400
const LINE = rgb(0.898, 0.906, 0.922); // gray-200
const WHITE = rgb(1, 1, 1);

/** The business's logo file as its address served it. */
export type TSignLogo = { bytes: Uint8Array; contentType: string };
export type TSignInput = {
  size: TSignSize;
  businessName: string;
  /** What the code encodes. */
  url: string;
  /** What the sign gives to type instead (signShortLink: 'regulars.example.com/j/ABCD-2345'). */
  typedLink: string;
  /** What joining gets them, in words ('Collect 10 stamps for a free latte'); null: no line. */
  reward?: string | null;
  /** '#rrggbb'; null or absent: the product's default. */
  brandColor?: string | null;
  logo?: TSignLogo | null;
  /** The plan is white-label: the sign carries nothing of the platform's (no "Powered by Regulars", no PDF creator). */
  whiteLabel?: boolean;
  /** The words printed on it; absent: English. */
  words?: TSignWords;
};
/** The PDF, every text it draws (pdf-lib cannot read text back, so tests check this list) and whether the logo is on it. */
export type TSign = { bytes: Uint8Array; texts: string[]; logo: boolean };

/** The logo's largest box on the A6 sign, in points: 40% of the width, a band's worth of height. */
export const SIGN_LOGO_MAX = { width: 0.4 * PageSizes.A6[0], height: 42 } as const;

function pdfColor(hex: string): RGB {
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** The logo's size inside `max` with its aspect ratio kept; never enlarged past 3× its pixels, so it stays sharp. */
export function fitLogo(
  image: { width: number; height: number },
  max: { width: number; height: number },
): { width: number; height: number } {
  const factor = Math.min(max.width / image.width, max.height / image.height, 3);
  return { width: image.width * factor, height: image.height * factor };
}

/** The logo embedded in the PDF, or null when the file is not one pdf-lib can read (the sign then shows the initial). */
async function embedLogo(pdf: PDFDocument, logo: TSignLogo | null | undefined): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    // A copy at offset 0: pdf-lib reads the whole underlying buffer.
    const bytes = new Uint8Array(logo.bytes);
    return logo.contentType === 'image/jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
  } catch {
    return null;
  }
}

/** The sign's words in English, the platform's own (and the tests'). */
function englishWords(businessName: string): TSignWords {
  return {
    callToAction: SIGN_CALL_TO_ACTION,
    typeInstead: SIGN_TYPE_INSTEAD,
    poweredBy: SIGN_POWERED_BY,
    documentTitle: APP_ENGLISH.t('qrCodes.sign.documentTitle', { business: businessName }),
  };
}

/**
 * A print-ready sign for a table tent (A6) or a poster (A4): the business's logo (or its initial) and name on a band of
 * its brand colour, the call to action, what joining gets them, the code drawn as vector squares (sharp at any size)
 * with its quiet zone, and a short link under it to type for anyone who cannot scan. The A4 poster is the A6 layout at
 * twice the scale.
 */
export async function buildSignPdf({
  size,
  businessName,
  url,
  typedLink,
  reward = null,
  brandColor,
  logo,
  whiteLabel = false,
  words = englishWords(businessName),
}: TSignInput): Promise<TSign> {
  const { callToAction, typeInstead, poweredBy } = words;
  const pdf = await PDFDocument.create();
  pdf.setTitle(words.documentTitle);
  // A print shop's preflight shows the creator: on white-label, the business made it.
  pdf.setCreator(whiteLabel ? businessName : 'Regulars');
  const [width, height] = size === 'a6' ? PageSizes.A6 : PageSizes.A4;
  const page = pdf.addPage([width, height]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const logoImage = await embedLogo(pdf, logo);
  const bandHex = normalBrandColor(brandColor ?? '') ?? DEFAULT_BRAND_COLOR;
  const band = pdfColor(bandHex);
  // White on a dark colour, ink on a pale one: the name reads whatever colour the owner picked.
  const onBand = pdfColor(textColorOn(bandHex));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const scale = width / PageSizes.A6[0];
  const texts: string[] = [];
  // Layout in A6 points from the top edge; `at` turns it into pdf-lib's bottom-up page coordinates.
  const at = (top: number) => height - top * scale;
  const maxWidth = (width - 44 * scale) / scale;

  /** Centred lines, the first baseline `top` A6 points from the page's top, then one every `step`. */
  const drawLines = (lines: string[], top: number, step: number, font: PDFFont, fontSize: number, color = INK) => {
    for (const [i, line] of lines.entries()) {
      const lineWidth = font.widthOfTextAtSize(line, fontSize * scale);
      page.drawText(line, { x: (width - lineWidth) / 2, y: at(top + i * step), size: fontSize * scale, font, color });
    }
  };

  page.drawRectangle({ x: 0, y: at(122), width, height: 122 * scale, color: band });
  const name = printable(bold, businessName.trim());
  if (logoImage) drawLogo({ page, image: logoImage, centerX: width / 2, top: at(12), scale });
  else {
    const initial = name.charAt(0).toUpperCase();
    drawMark({ page, font: bold, initial, centerX: width / 2, centerY: at(44), scale, disc: onBand, ink: band });
  }
  const nameLines = fitLines({ font: bold, text: name, maxWidth, sizes: [20, 18, 16, 14], maxLines: 2 });
  drawLines(nameLines.lines, 96 - (nameLines.lines.length - 1) * 10, 19, bold, nameLines.size, onBand);
  if (name) texts.push(name);

  // Broken after the dash when it needs two lines, so "no app needed" stays together; a part still too wide wraps.
  const cta = printable(bold, callToAction);
  const ctaOneLine = fitLines({ font: bold, text: cta, maxWidth, sizes: [17], maxLines: 1 });
  const ctaLines =
    ctaOneLine.lines.length === 1
      ? ctaOneLine.lines
      : cta
          .split(/(?<=[—–]) /)
          .flatMap((part) => fitLines({ font: bold, text: part, maxWidth, sizes: [17], maxLines: 1 }).lines);
  drawLines(ctaLines, 152, 21, bold, 17);
  texts.push(cta);
  // Each block below starts under the one above; the code takes what room is left, 168 points at most.
  let bottom = 152 + (ctaLines.length - 1) * 21;

  const promise = reward ? printable(regular, reward) : '';
  if (promise) {
    const lines = fitLines({ font: regular, text: promise, maxWidth, sizes: [13, 12, 11, 10], maxLines: 2 });
    drawLines(lines.lines, bottom + 20, 15, regular, lines.size);
    texts.push(promise);
    bottom += 20 + (lines.lines.length - 1) * 15;
  }

  const qrTop = bottom + 14;
  const linkTop = Math.min(qrTop + 168 + 18, 372);
  const qrSize = linkTop - 18 - qrTop;
  drawQr({ page, url, left: (width - qrSize * scale) / 2, top: at(qrTop), size: qrSize * scale });

  const instead = printable(regular, typeInstead);
  const typed = `${instead} ${typedLink}`;
  const link = fitLines({ font: regular, text: typed, maxWidth, sizes: [10, 9], maxLines: 1 });
  const linkLines = link.lines.length === 1 ? link.lines : [instead, typedLink];
  drawLines(linkLines, linkTop, 12, regular, link.size, MUTED);
  texts.push(typed);

  if (!whiteLabel) {
    const mark = printable(regular, poweredBy);
    drawLines([mark], 406, 0, regular, 7, FAINT);
    texts.push(mark);
  }
  return { bytes: await pdf.save(), texts, logo: logoImage !== null };
}

/** The logo on a white card (a logo made for white paper stays legible on any band colour), centred under `top`. */
function drawLogo({
  page,
  image,
  centerX,
  top,
  scale,
}: {
  page: PDFPage;
  image: PDFImage;
  centerX: number;
  top: number;
  scale: number;
}) {
  const size = fitLogo(image, SIGN_LOGO_MAX);
  const [width, height] = [size.width * scale, size.height * scale];
  const padding = 6 * scale;
  const card = { width: width + padding * 2, height: height + padding * 2 };
  const radius = 6 * scale;
  // A rounded rectangle as an SVG path, in points from its top-left corner (pdf-lib flips the y axis).
  const [w, h, r] = [card.width, card.height, radius];
  const path =
    `M${r} 0H${w - r}Q${w} 0 ${w} ${r}V${h - r}Q${w} ${h} ${w - r} ${h}` + `H${r}Q0 ${h} 0 ${h - r}V${r}Q0 0 ${r} 0Z`;
  page.drawSvgPath(path, { x: centerX - card.width / 2, y: top, color: WHITE, borderWidth: 0 });
  page.drawImage(image, { x: centerX - width / 2, y: top - padding - height, width, height });
}

/** The business's initial in a circle: the stand-in for a logo, as on the public sign-up form. */
function drawMark({
  page,
  font,
  initial,
  centerX,
  centerY,
  scale,
  disc,
  ink,
}: {
  page: PDFPage;
  font: PDFFont;
  initial: string;
  centerX: number;
  centerY: number;
  scale: number;
  disc: RGB;
  ink: RGB;
}) {
  page.drawCircle({ x: centerX, y: centerY, size: 22 * scale, color: disc });
  if (!initial) return;
  const fontSize = 22 * scale;
  const glyphWidth = font.widthOfTextAtSize(initial, fontSize);
  const capHeight = font.heightAtSize(fontSize, { descender: false });
  page.drawText(initial, {
    x: centerX - glyphWidth / 2,
    y: centerY - capHeight * 0.36,
    size: fontSize,
    font,
    color: ink,
  });
}

/** The code's dark modules, one rectangle per horizontal run, inside a white quiet zone with a light frame. */
function drawQr({
  page,
  url,
  left,
  top,
  size,
}: {
  page: PDFPage;
  url: string;
  left: number;
  top: number;
  size: number;
}) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / (count + SIGN_QUIET_ZONE_MODULES * 2);
  const bottom = top - size;
  page.drawRectangle({
    x: left,
    y: bottom,
    width: size,
    height: size,
    color: WHITE,
    borderColor: LINE,
    borderWidth: cell / 4,
  });
  // One path of all dark runs, in module units: filled as one shape, with no seams between touching squares.
  let path = '';
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      path += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  const origin = SIGN_QUIET_ZONE_MODULES * cell;
  page.drawSvgPath(path, { x: left + origin, y: top - origin, scale: cell, color: rgb(0, 0, 0), borderWidth: 0 });
}
