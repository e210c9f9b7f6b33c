import { Route, Routes } from 'react-router';
import { CustomerGuard, Guard } from './features/auth/guards.tsx';
import { AdminShell } from './features/layout/admin-shell.tsx';
import { AppShell } from './features/layout/app-shell.tsx';
import { AcceptInvitationPage } from './pages/accept-invitation.tsx';
import { AdminAuditPage } from './pages/admin/audit.tsx';
import { AdminConfigPage } from './pages/admin/config.tsx';
import { AdminCreditsPage } from './pages/admin/credits.tsx';
import { AdminDashboardPage } from './pages/admin/dashboard.tsx';
import { AdminOutboxPage } from './pages/admin/outbox.tsx';
import { AdminTenantsPage } from './pages/admin/tenants.tsx';
import { AdminTestCommunicationsPage } from './pages/admin/test-communications.tsx';
import { AnalyticsPage } from './pages/analytics.tsx';
import { TestCheckoutPage } from './pages/billing/test-checkout.tsx';
import { TestPortalPage } from './pages/billing/test-portal.tsx';
import { CampaignsPage } from './pages/campaigns.tsx';
import { CheckinPage } from './pages/checkin.tsx';
import { CommunicationsPage } from './pages/communications.tsx';
import { CompanyPage } from './pages/company.tsx';
import { CustomerDashboardPage } from './pages/customer/dashboard.tsx';
import { CustomerLoginPage } from './pages/customer/login.tsx';
import { CustomerDetailPage } from './pages/customer-detail.tsx';
import { CustomersPage } from './pages/customers.tsx';
import { DashboardPage } from './pages/dashboard.tsx';
import { EmailTemplatesPage } from './pages/email-templates.tsx';
import { LandingPage } from './pages/landing.tsx';
import { LoginPage } from './pages/login.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { ProgramsPage } from './pages/programs.tsx';
import { QrCodesPage } from './pages/qr-codes.tsx';
import { ResetPasswordPage } from './pages/reset-password.tsx';
import { SettingsPage } from './pages/settings.tsx';
import { SignupPage } from './pages/signup.tsx';
import { SignupFormPage } from './pages/signup-form.tsx';
import { SmsTemplatesPage } from './pages/sms-templates.tsx';
import { SubscriptionPage } from './pages/subscription.tsx';
import { UnsubscribePage } from './pages/unsubscribe.tsx';

/** The route table; guards live in the layout routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Guard access="home" />}>
        <Route index element={<LandingPage />} />
      </Route>
      <Route element={<Guard access="login" />}>
        <Route path="login" element={<LoginPage />} />
      </Route>
      <Route element={<Guard access="signup" />}>
        <Route path="signup" element={<SignupPage />} />
      </Route>

      <Route element={<Guard access="business" />}>
        <Route path="billing/test-checkout/:sessionId" element={<TestCheckoutPage />} />
        <Route path="billing/test-portal" element={<TestPortalPage />} />
        <Route element={<AppShell />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="checkin" element={<CheckinPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerDetailPage />} />
          <Route path="qr-codes" element={<QrCodesPage />} />
          <Route path="programs" element={<ProgramsPage />} />
          <Route path="campaigns" element={<CampaignsPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="sms-templates" element={<SmsTemplatesPage />} />
          <Route path="email-templates" element={<EmailTemplatesPage />} />
          <Route path="subscription" element={<SubscriptionPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="communications" element={<CommunicationsPage />} />
          <Route path="company" element={<CompanyPage />} />
        </Route>
      </Route>

      <Route element={<Guard access="super-admin" />}>
        <Route path="admin" element={<AdminShell />}>
          <Route path="dashboard" element={<AdminDashboardPage />} />
          <Route path="tenants" element={<AdminTenantsPage />} />
          <Route path="config" element={<AdminConfigPage />} />
          <Route path="credits" element={<AdminCreditsPage />} />
          <Route path="test-communications" element={<AdminTestCommunicationsPage />} />
          <Route path="outbox" element={<AdminOutboxPage />} />
          <Route path="audit" element={<AdminAuditPage />} />
        </Route>
      </Route>

      <Route path="customer/login" element={<CustomerLoginPage />} />
      <Route element={<CustomerGuard />}>
        <Route path="customer/dashboard" element={<CustomerDashboardPage />} />
      </Route>
      <Route path="accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="signup-form/:code" element={<SignupFormPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="unsubscribe/:token" element={<UnsubscribePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
