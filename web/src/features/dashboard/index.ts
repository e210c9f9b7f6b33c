/** The dashboard feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { PaymentBanner } from './payment-banner.tsx';
export { SignupLimitNotice } from './signup-limit-notice.tsx';
export { TrialBanner } from './trial-banner.tsx';
