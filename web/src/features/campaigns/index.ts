/** The campaigns feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CampaignDetailScreen } from './campaign-detail-screen.tsx';
export { CampaignStatusBadge } from './campaign-status-badge.tsx';
export { CampaignsScreen } from './list/campaigns-screen.tsx';
export { CreateCampaignDialog } from './list/create-campaign-dialog.tsx';
export { cameBackRate, comparisonHeadline, spendLine, windowDay } from './results/lift-display.ts';
