/** The teams feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { AcceptInvitationScreen } from './accept-invitation-screen.tsx';
export { CompanyScreen } from './company-screen.tsx';
