/** The branding feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { BrandCard } from './brand-card.tsx';
export { bandGradient, brandPalette } from './brand-palette.ts';
export { BusinessMark, PublicPageLayout } from './public-page-layout.tsx';
