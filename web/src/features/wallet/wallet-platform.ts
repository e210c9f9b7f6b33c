/** Which wallet a phone has: an iPhone or iPad has Apple Wallet, an Android phone Google Wallet; elsewhere either. */
export type TWalletPlatform = 'apple' | 'google' | 'any';

/**
 * The wallet the device opening the page can take, from its user agent. iPadOS asks for desktop pages and says
 * "Macintosh": a Mac with a touch screen is an iPad.
 */
export function walletPlatform(userAgent: string, maxTouchPoints = 0): TWalletPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'apple';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'apple';
  if (/Android/i.test(userAgent)) return 'google';
  return 'any';
}

/** The wallets to offer: the phone's own when it has a link, both (those set up) anywhere else. */
export function walletsToShow(
  links: { apple: string | null; google: string | null },
  platform: TWalletPlatform,
): { apple: string | null; google: string | null } {
  return {
    apple: platform === 'google' ? null : links.apple,
    google: platform === 'apple' ? null : links.google,
  };
}

/** This browser's platform (the link page runs in the browser only). */
export function currentWalletPlatform(): TWalletPlatform {
  if (typeof navigator === 'undefined') return 'any';
  return walletPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
