/** The portal feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { PinField } from './pin-field.tsx';
export { PortalDashboardScreen } from './portal-dashboard-screen.tsx';
export { PortalDataScreen } from './portal-data-screen.tsx';
export {
  lastActivityLabel,
  REWARD_STATUS_KEY,
  rewardExpiryLabel,
  rewardsToShow,
  type TShownReward,
} from './portal-labels.ts';
export { PortalWayIn } from './portal-way-in.tsx';
