import type { TAgencyClient, TAgencyClients } from '@regulars/contracts';
import { Briefcase, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useAgencyClients, useReleaseClient } from '../../api/agency.ts';
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
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { AddClientDialog } from './add-client-dialog.tsx';
import { ClientManagersDialog } from './client-managers-dialog.tsx';
import { clientRefusal } from './client-refusals.ts';
import { ClientsTable } from './clients-table.tsx';
import { GiveCreditsDialog } from './give-credits-dialog.tsx';
import { InviteOwnerDialog } from './invite-owner-dialog.tsx';
import { LibraryCard } from './library-card.tsx';
import { useOpenBusiness } from './use-open-business.ts';

/** /clients: an agency's overview of the businesses it runs for clients (issue 32). */
export function ClientsScreen() {
  const words = useAppWords();
  const { t } = words;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const clients = useAgencyClients({ search: deferred, page });
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState<TAgencyClient | null>(null);
  const [giving, setGiving] = useState<TAgencyClient | null>(null);
  const [releasing, setReleasing] = useState<TAgencyClient | null>(null);
  const [managing, setManaging] = useState<TAgencyClient | null>(null);
  const release = useReleaseClient();
  const { openBusiness, pendingId } = useOpenBusiness();
  const data = clients.data;
  const full = data ? data.maxClients !== -1 && data.used >= data.maxClients : false;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('clients.title')}
        description={t('clients.description')}
        actions={
          data?.canManage && (
            <Button onClick={() => setAdding(true)} disabled={full}>
              <Plus className="size-4" aria-hidden />
              {t('clients.add')}
            </Button>
          )
        }
      />

      {clients.isPending ? (
        <Card className="flex flex-col items-center justify-center gap-3 py-16" role="status">
          <Spinner className="size-6 text-brand-600" label={t('clients.loading')} />
          <p className="text-sm text-gray-500">{t('clients.loadingList')}</p>
        </Card>
      ) : clients.isError || !data ? (
        <LoadError
          title={t('clients.loadFailed')}
          description={t('clients.checkConnection')}
          onRetry={() => clients.refetch()}
          retrying={clients.isFetching}
        />
      ) : (
        <Card>
          <div className="flex flex-col gap-3 border-b border-gray-100 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="space-y-0.5 text-sm text-gray-600">
              <p data-testid="client-usage">
                {data.assignedOnly
                  ? t('clients.assignedCount', { count: data.used })
                  : clientUsageIn(words, data, full)}
              </p>
              <p data-testid="agency-credits">{t('clients.agencyCredits', { count: data.agency.credits })}</p>
            </div>
            {data.used > 0 && (
              <div className="relative sm:w-72">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
                <Input
                  aria-label={t('clients.search')}
                  placeholder={t('clients.searchPlaceholder')}
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
              title={
                data.assignedOnly && !deferred
                  ? t('clients.noneAssigned')
                  : data.used === 0
                    ? t('clients.none')
                    : t('clients.noMatches')
              }
              description={
                data.assignedOnly && !deferred
                  ? t('clients.noneAssignedText')
                  : data.used === 0
                    ? t('clients.noneText')
                    : t('clients.noMatchesText')
              }
              action={
                data.used === 0 &&
                data.canManage && (
                  <Button onClick={() => setAdding(true)}>
                    <Plus className="size-4" aria-hidden />
                    {t('clients.add')}
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
              onManagers={setManaging}
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

      {data && <LibraryCard canManage={data.canManage} />}

      <AddClientDialog open={adding} onOpenChange={setAdding} />
      <ClientManagersDialog
        client={managing}
        teamManagers={data?.teamManagers ?? []}
        onClose={() => setManaging(null)}
      />
      <InviteOwnerDialog client={inviting} onClose={() => setInviting(null)} />
      <GiveCreditsDialog client={giving} agencyCredits={data?.agency.credits ?? 0} onClose={() => setGiving(null)} />
      <ConfirmDialog
        open={releasing !== null}
        onOpenChange={(open) => !open && setReleasing(null)}
        title={t('clients.release.title', { name: releasing?.companyName ?? '' })}
        message={t('clients.release.message')}
        confirmLabel={t('clients.release.confirm')}
        busyLabel={t('clients.release.moving')}
        cancelLabel={t('clients.cancel')}
        busy={release.isPending}
        onConfirm={() => {
          if (!releasing) return;
          release.mutate(releasing.id, {
            onSuccess: () => {
              toast.success(t('clients.release.done', { name: releasing.companyName }));
              setReleasing(null);
            },
            onError: (caught) => toast.error(clientRefusal(words, caught, 'clients.release.failed')),
          });
        }}
      />
    </div>
  );
}

/** '3 of 50 client businesses', '3 client businesses (unlimited)', then whether the plan is full. */
function clientUsageIn(words: TAppWords, data: TAgencyClients, full: boolean): string {
  const { t, locale } = words;
  const usage =
    data.maxClients === -1
      ? t('clients.usageUnlimited', { count: data.used })
      : t('clients.usage', { used: formatCountIn(data.used, locale), max: data.maxClients });
  return full ? t('clients.usageFull', { usage }) : usage;
}
