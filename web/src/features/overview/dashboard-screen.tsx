import { useState } from 'react';
import { useMe } from '../../api/auth.ts';
import { useDashboardStats } from '../../api/customers.ts';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { refusalIn } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { AddCustomerDialog } from '../customers/index.ts';
import { PaymentBanner, SignupLimitNotice, TrialBanner } from '../dashboard/index.ts';
import { GettingStartedCard } from '../onboarding/index.ts';
import { DashboardTrend } from './dashboard-trend.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StatCards } from './stat-cards.tsx';

export function DashboardScreen() {
  const { data: me } = useMe();
  const words = useAppWords();
  const { t } = words;
  const business = me?.business ?? null;
  // An agency's open client (issue 32): its name; its plan is the agency's.
  const client = me?.openClient ?? null;
  // A white-label client's people see nothing of the agency's plan, trial or payments (issue 53).
  const whiteLabel = business?.whiteLabel === true;
  const stats = useDashboardStats();
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-6">
      {!whiteLabel && <PaymentBanner />}
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">
            {t('dashboard.welcome', {
              name: client?.companyName ?? business?.companyName ?? me?.user.name ?? me?.user.email ?? '',
            })}
          </h1>
          {business && !client && !whiteLabel && <SubscriptionStatusBadge status={business.subscriptionStatus} />}
        </div>
        {client ? (
          <p className="mt-1 text-sm text-gray-500">
            {t('dashboard.clientPlan', { agency: client.agencyName, tier: business?.tierName ?? '' })}
          </p>
        ) : (
          business?.tierName &&
          !whiteLabel && (
            <p className="mt-1 text-sm text-gray-500">{t('dashboard.plan', { tier: business.tierName })}</p>
          )
        )}
      </div>
      {business?.subscriptionStatus === 'trial' && !whiteLabel && <TrialBanner />}
      <SignupLimitNotice />
      <GettingStartedCard />
      {stats.isError ? (
        <Alert tone="error">{refusalIn(words, stats.error, {}, 'dashboard.stats.failed')}</Alert>
      ) : (
        <StatCards data={stats.data} />
      )}
      <DashboardTrend />
      <QuickActions onAddCustomer={() => setAdding(true)} />
      <AddCustomerDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
