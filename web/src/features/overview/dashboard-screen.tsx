import { useState } from 'react';
import { useMe } from '../../api/auth.ts';
import { errorMessage } from '../../api/client.ts';
import { useDashboardStats } from '../../api/customers.ts';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { AddCustomerDialog } from '../customers/index.ts';
import { PaymentBanner, SignupLimitNotice, TrialBanner } from '../dashboard/index.ts';
import { GettingStartedCard } from '../onboarding/index.ts';
import { DashboardTrend } from './dashboard-trend.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StatCards } from './stat-cards.tsx';

export function DashboardScreen() {
  const { data: me } = useMe();
  const business = me?.business ?? null;
  // An agency's open client (issue 32): its name; its plan is the agency's.
  const client = me?.openClient ?? null;
  const stats = useDashboardStats();
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-6">
      <PaymentBanner />
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">
            Welcome, {client?.companyName ?? business?.companyName ?? me?.user.name ?? me?.user.email}
          </h1>
          {business && !client && <SubscriptionStatusBadge status={business.subscriptionStatus} />}
        </div>
        {client ? (
          <p className="mt-1 text-sm text-gray-500">
            On {client.agencyName}&apos;s {business?.tierName} plan
          </p>
        ) : (
          business?.tierName && <p className="mt-1 text-sm text-gray-500">{business.tierName} plan</p>
        )}
      </div>
      {business?.subscriptionStatus === 'trial' && <TrialBanner />}
      <SignupLimitNotice />
      <GettingStartedCard />
      {stats.isError ? (
        <Alert tone="error">{errorMessage(stats.error, 'Failed to load your statistics')}</Alert>
      ) : (
        <StatCards data={stats.data} />
      )}
      <DashboardTrend />
      <QuickActions onAddCustomer={() => setAdding(true)} />
      <AddCustomerDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
