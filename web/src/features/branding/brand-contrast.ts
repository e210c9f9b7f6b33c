import { bandColorFor, WHITE_TEXT_MIN_CONTRAST, whiteTextContrast } from '@regulars/contracts';

/**
 * How the brand colour fares under white text, as the customer pages (sign-up form, portal, unsubscribe and wallet
 * pages) carry it: its contrast, and the colour those pages use instead when it is below 4.5:1 (the server's own
 * darkening, bandColorFor), else null.
 */
export function whiteTextAdvice(color: string): { contrast: number; adjusted: string | null } {
  const contrast = whiteTextContrast(color);
  return { contrast, adjusted: contrast < WHITE_TEXT_MIN_CONTRAST ? bandColorFor(color) : null };
}
