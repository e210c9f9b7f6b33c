/** The landing feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { AgenciesSection } from './agencies-section.tsx';
export { CallToActionSection, LandingFooter, WhyChooseSection } from './closing-sections.tsx';
export { CustomerManagementSection, SmsCampaignsSection } from './customers-sms-sections.tsx';
export { AnalyticsSection, EmailIntegrationSection } from './email-analytics-sections.tsx';
export { FeaturesSection } from './features-section.tsx';
export { Hero } from './hero.tsx';
export { LandingHeader } from './landing-header.tsx';
export { PricingSection } from './pricing-section.tsx';
export { QrEnrollmentSection } from './qr-section.tsx';
export { RewardTypesSection } from './reward-types-section.tsx';
