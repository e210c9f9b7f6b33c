// First: zod must not probe for eval, which the Content-Security-Policy refuses.
import './zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { createQueryClient } from './api/query-client.ts';
import { FullScreenLoader } from './components/ui/full-screen-loader.tsx';
import { CustomerGuard, Guard } from './features/auth/guards.tsx';
import { settleClassConflictsWith } from './lib/cn.ts';
import { loadTogether, lazyPage as page } from './lib/lazy-page.ts';

// Before any screen draws: their callers override the shared components' classes (lib/cn.ts).
settleClassConflictsWith(twMerge);

/**
 * Each screen is its own chunk, loaded when its route is opened: a customer scanning a QR code downloads the
 * enrolment form, not the admin screens, billing or the CSV import. This whole module is itself a chunk the
 * enrolment form never loads (root.tsx): the query client, zod and the toasts come with it.
 */
const AdminShell = page(() => import('./features/layout/admin-shell.tsx'), 'AdminShell');
const AppShell = page(() => import('./features/layout/app-shell.tsx'), 'AppShell');
const AcceptInvitationPage = page(() => import('./pages/accept-invitation.tsx'), 'AcceptInvitationPage');
const AdminAuditPage = page(() => import('./pages/admin/audit.tsx'), 'AdminAuditPage');
const AdminConfigPage = page(() => import('./pages/admin/config.tsx'), 'AdminConfigPage');
const AdminCreditsPage = page(() => import('./pages/admin/credits.tsx'), 'AdminCreditsPage');
const AdminDashboardPage = page(() => import('./pages/admin/dashboard.tsx'), 'AdminDashboardPage');
const AdminOutboxPage = page(() => import('./pages/admin/outbox.tsx'), 'AdminOutboxPage');
const AdminSupportPage = page(() => import('./pages/admin/support.tsx'), 'AdminSupportPage');
const AdminTenantsPage = page(() => import('./pages/admin/tenants.tsx'), 'AdminTenantsPage');
const AdminTestCommunicationsPage = page(
  () => import('./pages/admin/test-communications.tsx'),
  'AdminTestCommunicationsPage',
);
const AnalyticsPage = page(() => import('./pages/analytics.tsx'), 'AnalyticsPage');
const TestCheckoutPage = page(() => import('./pages/billing/test-checkout.tsx'), 'TestCheckoutPage');
const TestPortalPage = page(() => import('./pages/billing/test-portal.tsx'), 'TestPortalPage');
const CampaignsPage = page(() => import('./pages/campaigns.tsx'), 'CampaignsPage');
const CampaignDetailPage = page(() => import('./pages/campaign-detail.tsx'), 'CampaignDetailPage');
const CheckinPage = page(() => import('./pages/checkin.tsx'), 'CheckinPage');
const CounterDeviceGate = page(() => import('./pages/counter-device.tsx'), 'CounterDeviceGate');
const CommunicationsPage = page(() => import('./pages/communications.tsx'), 'CommunicationsPage');
const ClientsPage = page(() => import('./pages/clients.tsx'), 'ClientsPage');
const CompanyPage = page(() => import('./pages/company.tsx'), 'CompanyPage');
const CustomerDashboardPage = page(() => import('./pages/customer/dashboard.tsx'), 'CustomerDashboardPage');
const CustomerMyDataPage = page(() => import('./pages/customer/my-data.tsx'), 'CustomerMyDataPage');
const CustomerLoginPage = page(() => import('./pages/customer/login.tsx'), 'CustomerLoginPage');
const CustomerDetailPage = page(() => import('./pages/customer-detail.tsx'), 'CustomerDetailPage');
const CustomersPage = page(() => import('./pages/customers.tsx'), 'CustomersPage');
const DashboardPage = page(() => import('./pages/dashboard.tsx'), 'DashboardPage');
const EmailTemplatesPage = page(() => import('./pages/email-templates.tsx'), 'EmailTemplatesPage');
const LandingPage = page(() => import('./pages/landing.tsx'), 'LandingPage');
const LoginPage = page(() => import('./pages/login.tsx'), 'LoginPage');
const NotFoundPage = page(() => import('./pages/not-found.tsx'), 'NotFoundPage');
const ProgramsPage = page(() => import('./pages/programs.tsx'), 'ProgramsPage');
const QrCodesPage = page(() => import('./pages/qr-codes.tsx'), 'QrCodesPage');
const ResetPasswordPage = page(() => import('./pages/reset-password.tsx'), 'ResetPasswordPage');
const SettingsPage = page(() => import('./pages/settings.tsx'), 'SettingsPage');
const SignupPage = page(() => import('./pages/signup.tsx'), 'SignupPage');
const SmsTemplatesPage = page(() => import('./pages/sms-templates.tsx'), 'SmsTemplatesPage');
const SubscriptionPage = page(() => import('./pages/subscription.tsx'), 'SubscriptionPage');
const UnsubscribePage = page(() => import('./pages/unsubscribe.tsx'), 'UnsubscribePage');
const WalletLinkPage = page(() => import('./features/wallet/wallet-link-page.tsx'), 'WalletLinkPage');

// The public account screens link to each other: opening one downloads them all.
loadTogether([LoginPage, SignupPage, ResetPasswordPage, AcceptInvitationPage]);

// Toasts appear after an action, never on first paint: their library loads after the screen.
const Toaster = lazy(async () => ({ default: (await import('./components/ui/toaster.tsx')).Toaster }));

const queryClient = createQueryClient();

/** Every screen but the public enrolment form, with the query client they share and the toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}

/** The route table; guards live in the layout routes. The enrolment form's route is in root.tsx. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
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
            <Route path="customers" element={<CustomersPage />} />
            <Route path="customers/:id" element={<CustomerDetailPage />} />
            <Route path="qr-codes" element={<QrCodesPage />} />
            <Route path="programs" element={<ProgramsPage />} />
            <Route path="campaigns" element={<CampaignsPage />} />
            <Route path="campaigns/:id" element={<CampaignDetailPage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="sms-templates" element={<SmsTemplatesPage />} />
            <Route path="email-templates" element={<EmailTemplatesPage />} />
            <Route path="subscription" element={<SubscriptionPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="communications" element={<CommunicationsPage />} />
            <Route path="company" element={<CompanyPage />} />
            <Route path="clients" element={<ClientsPage />} />
          </Route>
        </Route>

        {/* A counter device opens /checkin as the counter alone; any other browser, the team's /checkin. */}
        <Route path="checkin" element={<CounterDeviceGate />}>
          <Route element={<Guard access="business" />}>
            <Route element={<AppShell />}>
              <Route index element={<CheckinPage />} />
            </Route>
          </Route>
        </Route>

        <Route element={<Guard access="super-admin" />}>
          <Route path="admin" element={<AdminShell />}>
            <Route path="dashboard" element={<AdminDashboardPage />} />
            <Route path="tenants" element={<AdminTenantsPage />} />
            <Route path="support" element={<AdminSupportPage />} />
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
          <Route path="customer/my-data" element={<CustomerMyDataPage />} />
        </Route>
        <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="unsubscribe/:token" element={<UnsubscribePage />} />
        <Route path="wallet/:token" element={<WalletLinkPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
