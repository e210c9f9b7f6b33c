/** The billing feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { SubscriptionDetails } from './subscription-details.tsx';
export { SubscriptionHeader } from './subscription-header.tsx';
export { TestCheckoutScreen } from './test-checkout-screen.tsx';
export { TestPaymentsBanner } from './test-payments-banner.tsx';
export { TestPortalScreen } from './test-portal-screen.tsx';
