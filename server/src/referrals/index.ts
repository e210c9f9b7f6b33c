/** The referrals domain's public face: other domains import it from here, never from its files (biome.json). */
export { claimReferral, countReferralRewards, releaseReferral, type TReferralClaim } from './claim-referral.ts';
export { findReferrer, type TReferrer } from './find-referrer.ts';
export { referralLinkRoutes, referralLinkUrl } from './link-routes.ts';
export {
  pendingReferralSql,
  referralQualifies,
  type TPendingReferral,
  type TRawPendingReferral,
  toPendingReferral,
} from './pending-referral.ts';
export { portalReferralOf } from './portal-referral.ts';
export { recordReferral } from './record-referral.ts';
export { referralInviteOf } from './referral-invite-of.ts';
export { referralLinkOf } from './referral-link-of.ts';
export { referralLinksOf } from './referral-links-of.ts';
export { referralRoutes } from './routes.ts';
export { signupInvitationOf } from './signup-invitation.ts';
