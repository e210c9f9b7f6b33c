import type { PDFFont } from 'pdf-lib';

/** Latin letters with a stroke that Unicode does not split into a base letter and an accent. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * The text with only the characters the font can draw: the PDF's built-in fonts cover Western European letters, so
 * "Crème" stays, "Ł" prints as "L" and a character with no Latin form (an emoji) is left out rather than failing.
 */
export function printable(font: PDFFont, text: string): string {
  const canDraw = (char: string) => {
    try {
      font.encodeText(char);
      return true;
    } catch {
      return false;
    }
  };
  let out = '';
  for (const char of text) {
    if (canDraw(char)) out += char;
    else {
      const base = (STROKED[char] ?? char).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      if (base && [...base].every(canDraw)) out += base;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The largest of `sizes` at which `text` fits `maxWidth` in at most `maxLines` lines, wrapping between words (or,
 * for a link, after a slash or a dash). At the smallest size the text wraps however many lines it needs.
 */
export function fitLines({
  font,
  text,
  maxWidth,
  sizes,
  maxLines,
  link = false,
}: {
  font: PDFFont;
  text: string;
  maxWidth: number;
  sizes: number[];
  maxLines: number;
  link?: boolean;
}): { lines: string[]; size: number } {
  let best = { lines: [text], size: sizes[sizes.length - 1] ?? 12 };
  for (const size of sizes) {
    const lines = wrap({ font, text, maxWidth, size, link });
    best = { lines, size };
    if (lines.length <= maxLines) return best;
  }
  return best;
}

function wrap({
  font,
  text,
  maxWidth,
  size,
  link,
}: {
  font: PDFFont;
  text: string;
  maxWidth: number;
  size: number;
  link: boolean;
}): string[] {
  // Words are joined by spaces again; a link's parts keep their slash or dash.
  const pieces = link ? text.split(/(?<=[/-])/) : text.split(' ');
  const joiner = link ? '' : ' ';
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const candidate = line ? `${line}${joiner}${piece}` : piece;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = piece;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
