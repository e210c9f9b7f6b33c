import { describe, expect, it } from 'vitest';
import { walletPlatform, walletsToShow } from './wallet-platform.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('walletPlatform', () => {
  it('reads an iPhone, an iPad asking for the desktop page, an Android phone and a computer', () => {
    expect(walletPlatform(IPHONE)).toBe('apple');
    expect(walletPlatform(IPAD_DESKTOP, 5)).toBe('apple');
    expect(walletPlatform(IPAD_DESKTOP, 0)).toBe('any');
    expect(walletPlatform(ANDROID)).toBe('google');
    expect(walletPlatform(WINDOWS)).toBe('any');
  });
});

describe('walletsToShow', () => {
  const both = { apple: 'https://a.example/apple', google: 'https://a.example/google' };
  it("offers the phone's own wallet, both elsewhere, and only those set up", () => {
    expect(walletsToShow(both, 'apple')).toEqual({ apple: both.apple, google: null });
    expect(walletsToShow(both, 'google')).toEqual({ apple: null, google: both.google });
    expect(walletsToShow(both, 'any')).toEqual(both);
    expect(walletsToShow({ apple: null, google: both.google }, 'apple')).toEqual({ apple: null, google: null });
  });
});
