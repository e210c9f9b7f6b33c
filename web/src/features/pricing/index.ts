/** The pricing feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { PlanChooser, PlanChooserError, PlanChooserSkeleton } from './plan-chooser.tsx';
export {
  defaultTierId,
  formatLimit,
  isMostPopular,
  signupHref,
  sortTiersByPrice,
  tierButtonLabel,
  tierHighlights,
} from './pricing.ts';
export { chargeFrom, dueToday, planTerms, trialCountdown } from './trial-terms.ts';
