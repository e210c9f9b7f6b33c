/** The support feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { HelpButton } from './help-button.tsx';
export { PriorityBadge, SupportStatusBadge } from './support-status-badge.tsx';
export { SupportThread } from './support-thread.tsx';
