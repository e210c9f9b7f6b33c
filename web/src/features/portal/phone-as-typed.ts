/** The longest phone the portal accepts (the contract's limit). */
export const PHONE_MAX_LENGTH = 40;

/** '(415) 555-0101' from the first ten digits of a US number, as far as they go. */
function formatNational(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Countries that write their numbers the North American way, (415) 555-0101. */
const NORTH_AMERICAN = new Set(['US', 'CA', 'PR']);

/**
 * Whether the field shapes numbers as North American ones: where the browser's region is one, or unknown (the
 * server's default reads them so).
 */
export function shapesNorthAmerican(region: string | undefined): boolean {
  return region === undefined || NORTH_AMERICAN.has(region);
}

/**
 * The phone field's value as the customer types: a US number takes the shape (415) 555-0101 (with a leading
 * 1: 1 (415) 555-0101), an international one starting with + keeps the spacing typed, and anything longer than
 * a US number is left as plain digits rather than forced into the wrong shape. Elsewhere ("612 34 56 78" in Spain) a
 * number keeps the spacing typed too: its country's shape is its own.
 */
export function formatPhoneAsTyped(raw: string, region?: string): string {
  const trimmed = raw.trimStart();
  if (trimmed.startsWith('+') || !shapesNorthAmerican(region)) {
    const plus = trimmed.startsWith('+') ? '+' : '';
    const rest = trimmed.slice(plus.length).replace(/[^\d\s().-]/g, '');
    return `${plus}${rest}`.slice(0, PHONE_MAX_LENGTH);
  }
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('1') && digits.length <= 11) {
    const national = digits.slice(1);
    return national ? `1 ${formatNational(national)}` : '1';
  }
  if (digits.length <= 10) return formatNational(digits);
  return digits.slice(0, PHONE_MAX_LENGTH);
}

/** How many digits come before `caret` in `value`: what the caret stands after, whatever the formatting. */
export function digitsBefore(value: string, caret: number): number {
  return value.slice(0, caret).replace(/\D/g, '').length;
}

/** The caret position right after the `count`-th digit of `value` (0: the start; past the last: the end). */
export function caretAfterDigits(value: string, count: number): number {
  if (count <= 0) return value.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < value.length; i += 1) {
    if (/\d/.test(value.charAt(i))) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return value.length;
}
