/** The portal feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { MemberCard } from './member-card.tsx';
export { PinField } from './pin-field.tsx';
export { PortalActivity } from './portal-activity.tsx';
export {
  lastActivityLabel,
  REWARD_STATUS_LABEL,
  rewardExpiryLabel,
  rewardsToShow,
  type TShownReward,
  welcomeLine,
} from './portal-labels.ts';
export { PortalLayout } from './portal-layout.tsx';
export { PortalPrograms } from './portal-programs.tsx';
export { PortalRewards } from './portal-rewards.tsx';
export { PortalSignIn } from './portal-sign-in.tsx';
export { PortalYourData } from './portal-your-data.tsx';
export { usePortalLogout } from './use-portal-logout.ts';
