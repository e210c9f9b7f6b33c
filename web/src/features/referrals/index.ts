/** The refer-a-friend feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { InviteFriendCard } from './invite-friend-card.tsx';
export { ReferralsCard } from './referrals-card.tsx';
