/** The messaging feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CommunicationTypeIcon } from './communications/communication-type-icon.tsx';
export { CommunicationsScreen } from './communications/communications-screen.tsx';
export { sameBlockPlaces } from './email-design/design-edit.ts';
export { designErrors, firstDesignProblem } from './email-design/design-errors.ts';
export { DesignPreview } from './email-design/design-preview.tsx';
export { designText } from './email-design/design-text.ts';
export { EmailBodyEditor } from './email-design/email-body-editor.tsx';
export { useBrandForEmail } from './email-design/use-brand-for-email.ts';
export { useEmailPlaceholders } from './email-design/use-email-placeholders.ts';
export { CampaignLinkNotices } from './templates/campaign-link-notices.tsx';
export { EmailPreview } from './templates/email-preview.tsx';
export { PlaceholderChips } from './templates/placeholder-chips.tsx';
export { PlaceholderWarning } from './templates/placeholder-warning.tsx';
export { renderSample, unknownPlaceholders } from './templates/placeholders.ts';
export { PreviewPanel } from './templates/preview-panel.tsx';
export { SmsCounter } from './templates/sms-counter.tsx';
export { SmsPreview } from './templates/sms-preview.tsx';
export { TemplatesScreen } from './templates/templates-screen.tsx';
