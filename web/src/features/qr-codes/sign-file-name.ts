import { slugify } from '@regulars/contracts';

export type TSignSize = 'a6' | 'a4';

/**
 * regulars-join-{business}[-{location}]-{size}.pdf: no spaces or symbols, so it survives email, print shops and
 * every file system; the location tells one code's sign from another's.
 */
export function signFileName({
  businessName,
  locationName,
  size,
}: {
  businessName: string;
  locationName: string | null;
  size: TSignSize;
}): string {
  const parts = ['regulars-join', slugify(businessName) || 'business', slugify(locationName ?? ''), size];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
