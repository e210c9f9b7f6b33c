import { BRAND_MESSAGES, MAX_LOGO_BYTES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { readLogoImage } from './read-logo-image.ts';

const PNG_2X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGN4KOvxUNYDAAojAo00iF2iAAAAAElFTkSuQmCC';
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

describe('readLogoImage', () => {
  it('reads the type and pixel size of a PNG and a JPEG from their bytes', () => {
    expect(readLogoImage(PNG_2X1)).toMatchObject({ contentType: 'image/png', width: 2, height: 1 });
    expect(readLogoImage(JPEG_1X1)).toMatchObject({ contentType: 'image/jpeg', width: 1, height: 1 });
    // Line breaks, as some encoders add every 76 characters, are fine.
    expect(readLogoImage(`${PNG_2X1.slice(0, 40)}\n${PNG_2X1.slice(40)}`).width).toBe(2);
  });

  it('refuses a GIF, text and a JPEG signature with no header, in plain words', () => {
    const gif = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
    const text = Buffer.from('a text file').toString('base64');
    const bareJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64');
    for (const file of [gif, text, bareJpeg, '%%%']) expect(() => readLogoImage(file)).toThrow(BRAND_MESSAGES.notImage);
  });

  it('refuses a file over 256 KB whatever it holds', () => {
    const big = Buffer.concat([Buffer.from(PNG_2X1, 'base64'), Buffer.alloc(MAX_LOGO_BYTES)]).toString('base64');
    expect(() => readLogoImage(big)).toThrow(BRAND_MESSAGES.tooLarge);
  });
});
