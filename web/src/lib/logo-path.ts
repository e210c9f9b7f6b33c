/**
 * The logo's address on this site: the API answers it absolute (for emails), a page loads it same-origin, so a
 * business's own domain (issue 53) shows it without naming the platform's address.
 */
export function logoPathOf(url: string): string {
  return new URL(url, window.location.origin).pathname;
}
