import { describe, expect, it } from 'vitest';
import { createMessageLinks, OPEN_PIXEL_PATH, UNSUBSCRIBE_PATH } from './tracking-token.ts';

const tracking = createMessageLinks({ secret: 'a'.repeat(32), appUrl: 'https://app.example' });
const id = '3f1c2a4e-8b7d-4c1e-9f2a-6d5e4c3b2a10';
const tokenOf = (url: string) => url.slice(`https://app.example${OPEN_PIXEL_PATH}/`.length);

describe('open tracking tokens', () => {
  it('reads back the log id of a pixel it made', () => {
    const url = tracking.pixelUrl(id);
    expect(url.startsWith(`https://app.example${OPEN_PIXEL_PATH}/`)).toBe(true);
    expect(tracking.logIdFromToken(tokenOf(url))).toBe(id);
  });

  it('refuses the bare id, a changed id, a changed signature and another secret', () => {
    const token = tokenOf(tracking.pixelUrl(id));
    const other = createMessageLinks({ secret: 'b'.repeat(32), appUrl: 'https://app.example' });
    expect(tracking.logIdFromToken(id)).toBeNull();
    expect(tracking.logIdFromToken(`${id.replace(/^3/, '4')}${token.slice(id.length)}`)).toBeNull();
    expect(tracking.logIdFromToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(other.logIdFromToken(token)).toBeNull();
    expect(tracking.logIdFromToken('')).toBeNull();
    expect(tracking.logIdFromToken('not-a-uuid.abc')).toBeNull();
  });
});

describe('unsubscribe tokens', () => {
  it('name the log, and are not interchangeable with open-pixel tokens', () => {
    const url = tracking.unsubscribeUrl(id);
    expect(url.startsWith(`https://app.example${UNSUBSCRIBE_PATH}/`)).toBe(true);
    const token = url.slice(`https://app.example${UNSUBSCRIBE_PATH}/`.length);
    expect(tracking.logIdFromUnsubscribeToken(token)).toBe(id);
    expect(tracking.logIdFromToken(token)).toBeNull();
    expect(tracking.logIdFromUnsubscribeToken(tokenOf(tracking.pixelUrl(id)))).toBeNull();
  });
});

describe('click links', () => {
  it('show the destination host, signed with the token, and read back only with that host', () => {
    const url = tracking.clickUrl(id, 2, 'https://Menu.Example:8443/today?x=1');
    const prefix = 'https://app.example/r/menu.example:8443/';
    expect(url.startsWith(prefix)).toBe(true);
    const token = url.slice(prefix.length);
    expect(tracking.clickFromToken(token, 'menu.example:8443')).toEqual({ logId: id, index: 2 });
    expect(tracking.clickFromToken(token, 'MENU.example:8443')).toEqual({ logId: id, index: 2 });
    expect(tracking.clickFromToken(token, 'menu.example')).toBeNull();
    expect(tracking.clickFromToken(token, 'evil.example')).toBeNull();
    // Without its host the token is not a link of the first version either.
    expect(tracking.clickFromToken(token, null)).toBeNull();
  });

  it('leave a link no browser could open as written', () => {
    expect(tracking.clickUrl(id, 0, 'https://')).toBe('https://');
  });
});
