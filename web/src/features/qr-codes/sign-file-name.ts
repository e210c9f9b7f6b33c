export type TSignSize = 'a6' | 'a4';

/** Lower-case ASCII words joined by dashes: "Café Bleu & Co." becomes "cafe-bleu-co". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

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
