import { DEFAULT_BRAND_COLOR, normalBrandColor, textColorOn } from '@regulars/contracts';
import { encodePng } from './png-encode.ts';

/** Apple's strip for a store card: 375 × 123 points, drawn at 1× and 2×. */
const STRIP = { width: 375, height: 123 };
/** The stamps sit right of the primary field Apple writes over the strip's left side. */
const AREA = { left: 0.44, right: 0.97, top: 0.1, bottom: 0.9 };
const SAMPLES = 4;

export type TStampStrip = { strip: Buffer; strip2x: Buffer };

/** Strips by colour and count: few distinct ones exist (a program's stamps needed, each count up to it). */
const cache = new Map<string, TStampStrip>();
const MAX_ENTRIES = 2000;

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** Columns and rows: one row up to 5, two rows up to 10, then rows of 5 (a program asks for 2 to 20 stamps). */
function grid(required: number): { cols: number; rows: number } {
  if (required <= 5) return { cols: required, rows: 1 };
  if (required <= 10) return { cols: Math.ceil(required / 2), rows: 2 };
  return { cols: 5, rows: Math.ceil(required / 5) };
}

function draw(scale: number, brandColor: string | null, current: number, required: number): Buffer {
  const width = STRIP.width * scale;
  const height = STRIP.height * scale;
  const background = normalBrandColor(brandColor ?? '') ?? DEFAULT_BRAND_COLOR;
  const back = rgb(background);
  const ink = rgb(textColorOn(background));
  const pixels = new Uint8Array(width * height * 4);
  const { cols, rows } = grid(required);
  const areaW = (AREA.right - AREA.left) * width;
  const areaH = (AREA.bottom - AREA.top) * height;
  const cell = Math.min(areaW / cols, areaH / rows);
  const radius = cell * 0.38;
  const ring = Math.max(1.5 * scale, radius * 0.14);
  const outer2 = radius * radius;
  const inner2 = (radius - ring) * (radius - ring);
  // The grid is right-aligned and centred vertically in its area.
  const x0 = AREA.right * width - cols * cell;
  const y0 = AREA.top * height + (areaH - rows * cell) / 2;
  /** How much ink a point gets: a filled stamp is a disc, one still to earn a ring. */
  const inkAt = (x: number, y: number): number => {
    const col = Math.floor((x - x0) / cell);
    const row = Math.floor((y - y0) / cell);
    if (col < 0 || row < 0 || col >= cols || row >= rows) return 0;
    const index = row * cols + col;
    if (index >= required) return 0;
    const dx = x - (x0 + (col + 0.5) * cell);
    const dy = y - (y0 + (row + 0.5) * cell);
    const d2 = dx * dx + dy * dy;
    if (d2 > outer2) return 0;
    if (index < current) return 1;
    return d2 >= inner2 ? 0.75 : 0;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Several samples per pixel on an edge (its corners disagree): smooth edges without an image library.
      const corner = inkAt(x, y);
      let a = corner;
      if (corner !== inkAt(x + 1, y) || corner !== inkAt(x, y + 1) || corner !== inkAt(x + 1, y + 1)) {
        let cover = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) cover += inkAt(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
        }
        a = cover / (SAMPLES * SAMPLES);
      }
      const at = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(back[c] * (1 - a) + ink[c] * a);
      pixels[at + 3] = 255;
    }
  }
  return encodePng(width, height, pixels);
}

/**
 * The stamp card drawn for the pass's strip: a filled stamp for each one earned, a ring for each still to earn, in
 * the card's ink on its brand colour. Null when there is nothing to draw. A pure cache by colour and count: every
 * process draws the same picture.
 */
export function stampStrip(brandColor: string | null, current: number, required: number): TStampStrip | null {
  if (required < 1 || required > 40) return null;
  const earned = Math.max(0, Math.min(current, required));
  const key = `${brandColor ?? ''}:${earned}:${required}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const made = { strip: draw(1, brandColor, earned, required), strip2x: draw(2, brandColor, earned, required) };
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, made);
  return made;
}
