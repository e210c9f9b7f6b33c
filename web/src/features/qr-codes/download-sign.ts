import { signFileName, type TSignSize } from './sign-file-name.ts';

/**
 * Makes the A6 table tent or A4 poster PDF and saves it. The PDF library loads here, on the owner's click, never
 * with the app.
 */
export async function downloadSign({
  qr,
  businessName,
  size,
}: {
  qr: { url: string; locationName: string | null };
  businessName: string;
  size: TSignSize;
}): Promise<void> {
  const { buildSignPdf } = await import('./sign-pdf.ts');
  const { bytes } = await buildSignPdf({ size, businessName, url: qr.url });
  const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = signFileName({ businessName, locationName: qr.locationName, size });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
