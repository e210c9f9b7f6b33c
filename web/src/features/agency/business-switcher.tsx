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
import { cn } from '../../lib/cn.ts';
import { formatCountOf } from '../../lib/format-number.ts';
import { useOpenBusiness } from './use-open-business.ts';

/**
 * The top bar's business switcher for an agency's team (issue 32): the agency itself first, then its clients by name,
 * searched on the server when there are many. Only shown to a business whose plan runs client businesses.
 */
export function BusinessSwitcher() {
  const { data: me } = useMe();
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
        <span className="hidden sm:inline">Switch business</span>
        <span className="sm:hidden">Switch</span>
      </Button>
      <SwitcherDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function SwitcherDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data: me } = useMe();
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
          <DialogTitle>Switch business</DialogTitle>
          <DialogDescription>Work in your agency or one of its client businesses.</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3">
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
            <Input
              aria-label="Search businesses by name"
              placeholder="Search by name..."
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoFocus
            />
          </div>
          <ul className="flex flex-col gap-1" aria-label="Businesses">
            {!deferred && (
              <SwitcherRow
                name={agencyName}
                note="Your agency"
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
                note={formatCountOf(client.customers, 'customer')}
                active={current === client.id}
                busy={pending && pendingId === client.id}
                disabled={pending}
                onChoose={() => choose(client.id, client.companyName)}
              />
            ))}
          </ul>
          {clients.isPending && (
            <p className="flex items-center gap-2 text-sm text-gray-500" role="status">
              <Spinner className="size-4" /> Loading client businesses...
            </p>
          )}
          {clients.isError && <p className="text-sm text-red-600">Could not load your client businesses.</p>}
          {clients.data && clients.data.total === 0 && (
            <p className="text-sm text-gray-500">
              {deferred ? 'No client businesses match your search.' : 'No client businesses yet.'}
            </p>
          )}
          {clients.data && clients.data.total > clients.data.clients.length && (
            <p className="text-xs text-gray-500">
              Showing {clients.data.clients.length} of {clients.data.total}: search to find the others.
            </p>
          )}
          <Link
            to="/clients"
            onClick={() => onOpenChange(false)}
            className="inline-block text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            Manage client businesses
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
          props.active && <Check className="size-4 text-brand-600" aria-label="Working here" />
        )}
      </button>
    </li>
  );
}
