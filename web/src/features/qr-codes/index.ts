/** The qr-codes feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { DeleteQrDialog } from './delete-qr-dialog.tsx';
export { downloadQrCode } from './download-qr.ts';
export { GenerateQrDialog } from './generate-qr-dialog.tsx';
export { QrCard } from './qr-card.tsx';
export { QrImage } from './qr-image.tsx';
export { QrPreviewDialog } from './qr-preview-dialog.tsx';
