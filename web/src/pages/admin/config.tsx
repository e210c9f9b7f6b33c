import { PageHeader } from '../../components/ui/page-header.tsx';
import { StripeSetup, SupportSwitchCard, TierList, WalletPassesCard } from '../../features/admin/index.ts';

export function AdminConfigPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Platform Configuration"
        description="Subscription tier pricing, limits and features. Changes apply as soon as they are saved."
      />
      <SupportSwitchCard />
      <TierList />
      <StripeSetup />
      <WalletPassesCard />
    </div>
  );
}
