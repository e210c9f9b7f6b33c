import { Building2, Check, ChevronsUpDown, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useAgencyClients } from '../../api/agency.ts';
import { useMe } from '../../api/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { useOpenBusiness } from './use-open-business.ts';

/**
 * The top bar's business switcher for an agency's team (issue 32): the agency itself first, then its clients by name,
 * searched on the server when there are many. Only shown to a business whose plan runs client businesses.
 */
export function BusinessSwitcher() {
  const { data: me } = useMe();
  const { t } = useAppWords();
  const [open, setOpen] = useState(false);
  if (!me?.runsClients || !me.business) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="business-switcher"
      >
        <ChevronsUpDown className="size-4 text-gray-500" aria-hidden />
        <span className="hidden sm:inline">{t('frame.switcher.title')}</span>
        <span className="sm:hidden">{t('frame.switcher.short')}</span>
      </Button>
      <SwitcherDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function SwitcherDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data: me } = useMe();
  const { t } = useAppWords();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const clients = useAgencyClients({ search: deferred, page: 1 }, open);
  const { openBusiness, pending, pendingId } = useOpenBusiness();
  const current = me?.openClient?.id ?? null;
  const agencyName = me?.business?.companyName ?? '';

  const choose = (id: string | null, companyName: string) => {
    if (id === current) return onOpenChange(false);
    openBusiness({ id, companyName }, () => onOpenChange(false));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('frame.switcher.title')}</DialogTitle>
          <DialogDescription>{t('frame.switcher.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3">
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
            <Input
              aria-label={t('frame.switcher.search')}
              placeholder={t('frame.switcher.searchPlaceholder')}
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoFocus
            />
          </div>
          <ul className="flex flex-col gap-1" aria-label={t('frame.switcher.businesses')}>
            {!deferred && (
              <SwitcherRow
                name={agencyName}
                note={t('frame.switcher.yourAgency')}
                active={current === null}
                busy={pending && pendingId === null}
                disabled={pending}
                onChoose={() => choose(null, agencyName)}
              />
            )}
            {clients.data?.clients.map((client) => (
              <SwitcherRow
                key={client.id}
                name={client.companyName}
                note={t('frame.switcher.customers', { count: client.customers })}
                active={current === client.id}
                busy={pending && pendingId === client.id}
                disabled={pending}
                onChoose={() => choose(client.id, client.companyName)}
              />
            ))}
          </ul>
          {clients.isPending && (
            <p className="flex items-center gap-2 text-sm text-gray-500" role="status">
              <Spinner className="size-4" /> {t('frame.switcher.loading')}
            </p>
          )}
          {clients.isError && <p className="text-sm text-red-600">{t('frame.switcher.loadFailed')}</p>}
          {clients.data && clients.data.total === 0 && (
            <p className="text-sm text-gray-500">{deferred ? t('frame.switcher.noMatch') : t('frame.switcher.none')}</p>
          )}
          {clients.data && clients.data.total > clients.data.clients.length && (
            <p className="text-xs text-gray-500">
              {t('frame.switcher.showing', { shown: clients.data.clients.length, total: clients.data.total })}
            </p>
          )}
          <Link
            to="/clients"
            onClick={() => onOpenChange(false)}
            className="inline-block text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            {t('frame.switcher.manage')}
          </Link>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function SwitcherRow(props: {
  name: string;
  note: string;
  active: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useAppWords();
  return (
    <li>
      <button
        type="button"
        onClick={props.onChoose}
        disabled={props.disabled}
        aria-current={props.active || undefined}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors disabled:opacity-70',
          props.active ? 'bg-brand-50' : 'hover:bg-gray-100',
        )}
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gray-100">
          <Building2 className="size-4 text-gray-500" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-gray-900">{props.name}</span>
          <span className="block truncate text-xs text-gray-600">{props.note}</span>
        </span>
        {props.busy ? (
          <Spinner className="size-4 text-brand-600" />
        ) : (
          props.active && <Check className="size-4 text-brand-600" aria-label={t('frame.switcher.here')} />
        )}
      </button>
    </li>
  );
}
