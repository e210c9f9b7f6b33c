import { slugify } from '@regulars/contracts';

export type TSignSize = 'a6' | 'a4';

/**
 * regulars-join-{business}[-{location}]-{size}.pdf: no spaces or symbols, so it survives email, print shops and
 * every file system; the location tells one code's sign from another's. On white-label the platform's name is left
 * out (join-{business}…): the print shop sees the file's name too.
 */
export function signFileName({
  businessName,
  locationName,
  size,
  whiteLabel = false,
}: {
  businessName: string;
  locationName: string | null;
  size: TSignSize;
  whiteLabel?: boolean;
}): string {
  const start = whiteLabel ? 'join' : 'regulars-join';
  const parts = [start, slugify(businessName) || 'business', slugify(locationName ?? ''), size];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
