/**
 * Where the business's logo is served publicly: emails and printed signs load it from here. The version changes on
 * every upload, so the answer can be cached for a year and a new logo is still seen at once.
 */
export function logoPath(businessId: string, version: number): string {
  return `/api/logos/${encodeURIComponent(businessId)}/${version}`;
}

export const logoUrl = (appUrl: string, businessId: string, version: number) =>
  `${appUrl}${logoPath(businessId, version)}`;
