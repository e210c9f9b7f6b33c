import type { TBrand } from '@regulars/contracts';
import { signFileName, type TSignSize } from './sign-file-name.ts';
import type { TSignLogo, TSignWords } from './sign-pdf.ts';
import { signShortLink } from './sign-reward.ts';

/** The logo's file, fetched from this site (the path of its public address); null when there is none or it fails. */
async function fetchLogo(brand: TBrand | undefined): Promise<TSignLogo | null> {
  if (!brand?.logo) return null;
  try {
    const response = await fetch(new URL(brand.logo.url, window.location.origin).pathname);
    if (!response.ok) return null;
    const contentType = response.headers.get('content-type') ?? '';
    return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
  } catch {
    // A sign with the business's initial beats no sign at all.
    return null;
  }
}

/**
 * Makes the A6 table tent or A4 poster PDF and saves it. The PDF library loads here, on the owner's click, never
 * with the app.
 */
export async function downloadSign({
  qr,
  businessName,
  reward,
  brand,
  size,
  words,
}: {
  qr: { url: string; shortUrl: string; locationName: string | null };
  businessName: string;
  /** What joining gets them, in words; null: the sign says nothing of it. */
  reward: string | null;
  /** The business's colour and logo; undefined draws the sign in the default colour with the initial. */
  brand: TBrand | undefined;
  size: TSignSize;
  /** The words printed on it; absent: English. */
  words?: TSignWords;
}): Promise<void> {
  const [{ buildSignPdf }, logo] = await Promise.all([import('./sign-pdf.ts'), fetchLogo(brand)]);
  const { bytes } = await buildSignPdf({
    size,
    businessName,
    url: qr.url,
    typedLink: signShortLink(qr.shortUrl),
    reward,
    brandColor: brand?.brandColor,
    logo,
    whiteLabel: brand?.whiteLabel ?? false,
    words,
  });
  const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = signFileName({
    businessName,
    locationName: qr.locationName,
    size,
    whiteLabel: brand?.whiteLabel ?? false,
  });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
