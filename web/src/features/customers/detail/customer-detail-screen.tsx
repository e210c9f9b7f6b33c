import type { TProgramType } from '@regulars/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useCustomer } from '../../../api/customers.ts';
import { useCustomerStanding } from '../../../api/loyalty.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { CustomerDetailHeader } from './customer-detail-header.tsx';
import { CustomerDetailSkeleton } from './customer-detail-skeleton.tsx';
import { CustomerNotFound } from './customer-not-found.tsx';
import { CustomerTotals } from './customer-totals.tsx';
import { DeleteCustomerDialog } from './delete-customer-dialog.tsx';
import { DeletionRequestBanner } from './deletion-request-banner.tsx';
import { detailRefusal } from './detail-refusals.ts';
import { LedgerCard } from './ledger-card.tsx';
import { PortalAccessCard } from './portal-access-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProgramsSection } from './programs-section.tsx';
import { RewardsCard } from './rewards-card.tsx';
import { RhythmCard } from './rhythm-card.tsx';
import { StatusCard } from './status-card.tsx';

/** /customers/:id — one customer: programs, rewards and activity, beside the profile and portal access. */
export function CustomerDetailScreen({ id }: { id: string }) {
  const words = useAppWords();
  const customer = useCustomer(id);
  const found = customer.isSuccess;
  const standing = useCustomerStanding(found ? id : null);
  const [deleting, setDeleting] = useState(false);
  const programTypes = useMemo(
    () => new Map<string, TProgramType>((standing.data?.programs ?? []).map((p) => [p.name, p.type])),
    [standing.data],
  );

  if (customer.isPending) return <CustomerDetailSkeleton />;
  if (customer.isError) {
    if (customer.error instanceof ApiError && customer.error.status === 404) return <CustomerNotFound />;
    return (
      <LoadError
        title={words.t('customerDetail.loadFailed')}
        description={detailRefusal(words, customer.error, 'customerDetail.refusal.fallback')}
        onRetry={() => customer.refetch()}
        retrying={customer.isRefetching}
      />
    );
  }

  const data = customer.data;
  return (
    <div className="space-y-6">
      <CustomerDetailHeader customer={data} onDelete={() => setDeleting(true)} />
      <DeletionRequestBanner customer={data} onDelete={() => setDeleting(true)} />
      <CustomerTotals customer={data} programs={standing.data?.programs ?? null} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          {standing.data?.status && <StatusCard status={standing.data.status} />}
          <RhythmCard customerId={data.id} />
          <ProfileCard customer={data} />
          <PortalAccessCard customer={data} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <ProgramsSection standing={standing.data} />
          <RewardsCard customerId={data.id} />
          <LedgerCard customerId={data.id} programTypes={programTypes} />
        </div>
      </div>
      <DeleteCustomerDialog customer={data} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
