import { AGENCY_MESSAGES, clientUsage, type TAgencyClient } from '@regulars/contracts';
import { Briefcase, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useAgencyClients, useReleaseClient } from '../../api/agency.ts';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatCountOf } from '../../lib/format-number.ts';
import { AddClientDialog } from './add-client-dialog.tsx';
import { ClientsTable } from './clients-table.tsx';
import { GiveCreditsDialog } from './give-credits-dialog.tsx';
import { InviteOwnerDialog } from './invite-owner-dialog.tsx';
import { useOpenBusiness } from './use-open-business.ts';

/** /clients: an agency's overview of the businesses it runs for clients (issue 32). */
export function ClientsScreen() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const clients = useAgencyClients({ search: deferred, page });
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState<TAgencyClient | null>(null);
  const [giving, setGiving] = useState<TAgencyClient | null>(null);
  const [releasing, setReleasing] = useState<TAgencyClient | null>(null);
  const release = useReleaseClient();
  const { openBusiness, pendingId } = useOpenBusiness();
  const data = clients.data;
  const full = data ? data.maxClients !== -1 && data.used >= data.maxClients : false;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Clients"
        description="The businesses you run for clients: this month's figures, plan usage and what needs a look. Open one to work in it."
        actions={
          data?.canManage && (
            <Button onClick={() => setAdding(true)} disabled={full}>
              <Plus className="size-4" aria-hidden />
              Add client
            </Button>
          )
        }
      />

      {clients.isPending ? (
        <Card className="flex flex-col items-center justify-center gap-3 py-16" role="status">
          <Spinner className="size-6 text-brand-600" label="Loading" />
          <p className="text-sm text-gray-500">Loading client businesses...</p>
        </Card>
      ) : clients.isError || !data ? (
        <LoadError
          title={AGENCY_MESSAGES.loadFailed}
          description="Please check your connection and try again."
          onRetry={() => clients.refetch()}
          retrying={clients.isFetching}
        />
      ) : (
        <Card>
          <div className="flex flex-col gap-3 border-b border-gray-100 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="space-y-0.5 text-sm text-gray-600">
              <p data-testid="client-usage">
                {clientUsage(data.used, data.maxClients)}
                {full && ' · your plan is full'}
              </p>
              <p data-testid="agency-credits">Your agency has {formatCountOf(data.agency.credits, 'credit')} to give</p>
            </div>
            {data.used > 0 && (
              <div className="relative sm:w-72">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
                <Input
                  aria-label="Search client businesses by name"
                  placeholder="Search by name..."
                  className="pl-9"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPage(1);
                  }}
                />
              </div>
            )}
          </div>
          {data.clients.length === 0 ? (
            <EmptyState
              icon={Briefcase}
              title={data.used === 0 ? 'No client businesses yet' : 'No matches'}
              description={data.used === 0 ? AGENCY_MESSAGES.empty : AGENCY_MESSAGES.noMatch}
              action={
                data.used === 0 &&
                data.canManage && (
                  <Button onClick={() => setAdding(true)}>
                    <Plus className="size-4" aria-hidden />
                    Add client
                  </Button>
                )
              }
            />
          ) : (
            <ClientsTable
              clients={data.clients}
              openClientId={data.openClientId}
              canManage={data.canManage}
              openingId={pendingId}
              onOpen={(client) => openBusiness({ id: client.id, companyName: client.companyName })}
              onInvite={setInviting}
              onGiveCredits={setGiving}
              onRelease={setReleasing}
            />
          )}
          <Pager
            page={data.page}
            limit={data.pageSize}
            total={data.total}
            onPage={setPage}
            rangeTestId="clients-range"
          />
        </Card>
      )}

      <AddClientDialog open={adding} onOpenChange={setAdding} />
      <InviteOwnerDialog client={inviting} onClose={() => setInviting(null)} />
      <GiveCreditsDialog client={giving} agencyCredits={data?.agency.credits ?? 0} onClose={() => setGiving(null)} />
      <ConfirmDialog
        open={releasing !== null}
        onOpenChange={(open) => !open && setReleasing(null)}
        title={`Move ${releasing?.companyName ?? ''} to its own subscription?`}
        message={AGENCY_MESSAGES.releaseConfirm}
        confirmLabel="Move to own subscription"
        busyLabel="Moving..."
        busy={release.isPending}
        onConfirm={() => {
          if (!releasing) return;
          release.mutate(releasing.id, {
            onSuccess: () => {
              toast.success(AGENCY_MESSAGES.released(releasing.companyName));
              setReleasing(null);
            },
            onError: (caught) => toast.error(errorMessage(caught, AGENCY_MESSAGES.releaseFailed)),
          });
        }}
      />
    </div>
  );
}
