import { QR_SIZES, qrDownloadFileName } from '@regulars/contracts';
import QRCode from 'qrcode';

/** Saves the code as a 512 px PNG with a margin of 2, named qr-code-{location or signup}.png. */
export async function downloadQrCode(qr: { url: string; locationName: string | null }): Promise<void> {
  const dataUrl = await QRCode.toDataURL(qr.url, {
    width: QR_SIZES.download,
    margin: QR_SIZES.downloadMargin,
    errorCorrectionLevel: 'M',
  });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = qrDownloadFileName(qr.locationName);
  document.body.appendChild(link);
  link.click();
  link.remove();
}
