import {
  AgenciesSection,
  AnalyticsSection,
  CallToActionSection,
  CustomerManagementSection,
  EmailIntegrationSection,
  FeaturesSection,
  Hero,
  LandingFooter,
  LandingHeader,
  PricingSection,
  QrEnrollmentSection,
  RewardTypesSection,
  SmsCampaignsSection,
  WhyChooseSection,
} from '../features/landing/index.ts';

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
