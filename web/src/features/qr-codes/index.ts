/** The qr-codes feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { QrCodesScreen } from './qr-codes-screen.tsx';
export { QrImage } from './qr-image.tsx';
