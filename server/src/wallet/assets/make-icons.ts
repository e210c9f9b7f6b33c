/**
 * Draws the default pass icon (icon.png 29 px and icon@2x.png 58 px: Apple requires one in every pass) once, with no
 * image library: a white loyalty stamp (a ring round a dot) on the app's indigo. Run `npx tsx
 * src/wallet/assets/make-icons.ts` from server/ to draw them again.
 */
import fs from 'node:fs';
import { encodePng } from '../png-encode.ts';

function icon(size: number): Buffer {
  const indigo = [0x4f, 0x46, 0xe5];
  const rgba = new Uint8Array(size * size * 4);
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c) / (size / 2);
      // White where the ring (0.55–0.75 of the radius) or the dot (within 0.3) is.
      const white = (d > 0.55 && d < 0.75) || d < 0.3;
      const [r, g, b] = white ? [255, 255, 255] : indigo;
      rgba.set([r, g, b, 255], (y * size + x) * 4);
    }
  }
  return encodePng(size, size, rgba, 9);
}

fs.writeFileSync(new URL('./icon.png', import.meta.url), icon(29));
fs.writeFileSync(new URL('./icon@2x.png', import.meta.url), icon(58));
