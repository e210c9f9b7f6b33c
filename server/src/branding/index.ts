/** The branding domain's public face: other domains import it from here, never from its files (biome.json). */
export { getBrand } from './get-brand.ts';
export { getPublicBrand } from './get-public-brand.ts';
export { logoPath, logoUrl } from './logo-url.ts';
