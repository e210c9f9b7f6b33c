import { describe, expect, it } from 'vitest';
import { previewWithoutTracking, trackedLinks } from './outbox-preview.ts';

const APP = 'https://app.example';
const LINK = `${APP}/r/shop.example/AAAAAAAAAAAAAAAAAAAAAA0.mac_mac-mac`;
const OLD_LINK = `${APP}/r/AAAAAAAAAAAAAAAAAAAAAA1.mac`;
const PIXEL = `<img src="${APP}/api/track/open/abc.def" width="1" height="1" alt="" style="display:block">`;

describe('trackedLinks', () => {
  it('finds each tracked link of the text and the HTML once, with the host it shows', () => {
    const found = trackedLinks([`Go: ${LINK}. Or ${OLD_LINK}`, `<a href="${LINK}">x</a>`, null]);
    expect(found).toEqual([
      { url: LINK, host: 'shop.example', token: 'AAAAAAAAAAAAAAAAAAAAAA0.mac_mac-mac' },
      { url: OLD_LINK, host: null, token: 'AAAAAAAAAAAAAAAAAAAAAA1.mac' },
    ]);
    expect(trackedLinks(['https://app.example/join/shop.example/AAAA.bbb'])).toEqual([]);
  });

  it("finds them on a business's own domain too (issue 53): only our MAC later swaps a destination in", () => {
    const own = 'https://loyalty.cafe.example/r/shop.example/AAAAAAAAAAAAAAAAAAAAAA0.mac';
    expect(trackedLinks([`Deal: ${own}`])).toEqual([
      { url: own, host: 'shop.example', token: 'AAAAAAAAAAAAAAAAAAAAAA0.mac' },
    ]);
  });
});

describe('previewWithoutTracking', () => {
  it('drops the open pixel and points each known tracked link at its destination', () => {
    const destinations = new Map([[LINK, 'https://shop.example/deal?a=1&b=2']]);
    const preview = previewWithoutTracking({
      text: `Deal: ${LINK}. Old: ${OLD_LINK}`,
      html: `<p><a href="${LINK}">Deal</a></p>${PIXEL}</body>`,
      destinations,
    });
    expect(preview.text).toBe(`Deal: https://shop.example/deal?a=1&b=2. Old: ${OLD_LINK}`);
    expect(preview.html).toBe('<p><a href="https://shop.example/deal?a=1&amp;b=2">Deal</a></p></body>');
  });

  it('keeps a message without HTML or tracking as it is', () => {
    expect(previewWithoutTracking({ text: 'Hi', html: null, destinations: new Map() })).toEqual({
      text: 'Hi',
      html: null,
    });
  });
});
