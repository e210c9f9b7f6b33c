import { AgenciesSection } from '../features/landing/agencies-section.tsx';
import { CallToActionSection, LandingFooter, WhyChooseSection } from '../features/landing/closing-sections.tsx';
import { CustomerManagementSection, SmsCampaignsSection } from '../features/landing/customers-sms-sections.tsx';
import { AnalyticsSection, EmailIntegrationSection } from '../features/landing/email-analytics-sections.tsx';
import { FeaturesSection } from '../features/landing/features-section.tsx';
import { Hero } from '../features/landing/hero.tsx';
import { LandingHeader } from '../features/landing/landing-header.tsx';
import { PricingSection } from '../features/landing/pricing-section.tsx';
import { QrEnrollmentSection } from '../features/landing/qr-section.tsx';
import { RewardTypesSection } from '../features/landing/reward-types-section.tsx';

export function LandingPage() {
  return (
    <div className="min-h-dvh overflow-x-clip bg-white">
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesSection />
        <RewardTypesSection />
        <QrEnrollmentSection />
        <CustomerManagementSection />
        <SmsCampaignsSection />
        <EmailIntegrationSection />
        <AnalyticsSection />
        <AgenciesSection />
        <PricingSection />
        <WhyChooseSection />
        <CallToActionSection />
      </main>
      <LandingFooter />
    </div>
  );
}
