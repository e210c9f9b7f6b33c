/** The campaigns feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CampaignNotFound, CampaignSkeleton } from './campaign-page-states.tsx';
export { CampaignStatusBadge } from './campaign-status-badge.tsx';
export { CampaignComposer } from './composer/campaign-composer.tsx';
export { CampaignsScreen } from './list/campaigns-screen.tsx';
export { CreateCampaignDialog } from './list/create-campaign-dialog.tsx';
export { CampaignResults } from './results/campaign-results.tsx';
export { cameBackRate, comparisonHeadline, spendLine, windowDay } from './results/lift-display.ts';
export { businessTimeZone } from './schedule-time.ts';
export { ScheduledView } from './scheduled-view.tsx';
