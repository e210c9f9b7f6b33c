/** The admin feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { AuditLogScreen } from './audit/audit-log-screen.tsx';
export { StripeSetup } from './config/stripe-setup.tsx';
export { TierList } from './config/tier-list.tsx';
export { CreditLogScreen } from './credits/credit-log-screen.tsx';
export { AdminOverview } from './overview/admin-overview.tsx';
export { SupportQueue } from './support/support-queue.tsx';
export { SupportSwitchCard } from './support/support-switch-card.tsx';
export { TenantsScreen } from './tenants/tenants-screen.tsx';
export { EmailTestForm } from './test-communications/email-test-form.tsx';
export { SmsTestForm } from './test-communications/sms-test-form.tsx';
export { WalletPassesCard } from './wallet/wallet-passes-card.tsx';
