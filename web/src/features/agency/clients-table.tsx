import type { TAgencyClient } from '@regulars/contracts';
import { ArrowRight, Coins, LogOut, UserPlus, Users } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { clientAlertIn } from './client-alerts.ts';

type Props = {
  clients: TAgencyClient[];
  openClientId: string | null;
  canManage: boolean;
  /** The client being opened, while it is. */
  openingId: string | null | undefined;
  onOpen: (client: TAgencyClient) => void;
  onInvite: (client: TAgencyClient) => void;
  onGiveCredits: (client: TAgencyClient) => void;
  onRelease: (client: TAgencyClient) => void;
  onManagers: (client: TAgencyClient) => void;
};

/** '12 of 500', '12 of Unlimited'. */
function usageIn({ t, locale }: TAppWords, used: number, max: number): string {
  const limit = max === -1 ? t('clients.table.unlimited') : formatCountIn(max, locale);
  return t('clients.table.usage', { used: formatCountIn(used, locale), max: limit });
}

/** The agency overview's rows: a table from the sm breakpoint, a card per client on a phone. */
export function ClientsTable(props: Props) {
  const words = useAppWords();
  const { t, locale } = words;
  const count = (n: number) => formatCountIn(n, locale);
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="border-b border-gray-100 text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="px-6 py-3 font-medium">{t('clients.table.business')}</th>
            <th className="px-3 py-3 font-medium">{t('clients.table.customers')}</th>
            <th className="px-3 py-3 font-medium">{t('clients.table.visits')}</th>
            <th className="px-3 py-3 font-medium">{t('clients.table.messages')}</th>
            <th className="px-3 py-3 font-medium">{t('clients.table.credits')}</th>
            <th className="px-6 py-3 text-right font-medium">
              <span className="sr-only">{t('clients.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {props.clients.map((client) => (
            <tr key={client.id} className="align-top">
              <td className="px-6 py-4">
                <p className="font-medium text-gray-900">{client.companyName}</p>
                {props.canManage && <Managers client={client} onManagers={props.onManagers} />}
                <Alerts client={client} isOpen={client.id === props.openClientId} />
              </td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">
                {usageIn(words, client.customers, client.maxCustomers)}
              </td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">{count(client.visitsThisMonth)}</td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">
                {count(client.messagesThisMonth)}
                <span className="block text-xs text-gray-500">
                  {t('clients.table.sms', { usage: usageIn(words, client.smsThisMonth, client.maxSmsMonthly) })}
                </span>
              </td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">{count(client.credits)}</td>
              <td className="px-6 py-4">
                <Actions {...props} client={client} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-gray-100 sm:hidden">
        {props.clients.map((client) => (
          <li key={client.id} className="space-y-3 px-4 py-4">
            <div>
              <p className="font-medium text-gray-900">{client.companyName}</p>
              {props.canManage && <Managers client={client} onManagers={props.onManagers} />}
              <Alerts client={client} isOpen={client.id === props.openClientId} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Figure
                label={t('clients.table.customers')}
                value={usageIn(words, client.customers, client.maxCustomers)}
              />
              <Figure label={t('clients.table.visits')} value={count(client.visitsThisMonth)} />
              <Figure label={t('clients.table.messages')} value={count(client.messagesThisMonth)} />
              <Figure label={t('clients.table.credits')} value={count(client.credits)} />
            </dl>
            <Actions {...props} client={client} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Who manages the client besides the admins, as a link to change it (the agency's admin only). */
function Managers({ client, onManagers }: { client: TAgencyClient; onManagers: (client: TAgencyClient) => void }) {
  const { t } = useAppWords();
  const names = client.managers.map((m) => m.name).join(', ');
  return (
    <button
      type="button"
      onClick={() => onManagers(client)}
      className="mt-0.5 inline-flex max-w-56 items-start gap-1 rounded text-left text-xs text-gray-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={t('clients.managers.changeNamed', { name: client.companyName })}
      data-testid="client-managers"
    >
      <Users className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>{names ? t('clients.managers.list', { names }) : t('clients.managers.none')}</span>
    </button>
  );
}

function Alerts({ client, isOpen }: { client: TAgencyClient; isOpen: boolean }) {
  const words = useAppWords();
  const { t } = words;
  if (!isOpen && client.alerts.length === 0 && client.teamMembers > 0) return null;
  return (
    <div className="mt-1.5 flex flex-wrap gap-1.5">
      {isOpen && <Badge tone="brand">{t('clients.table.workingHere')}</Badge>}
      {client.alerts.map((alert) => (
        <Badge key={alert.kind} tone={alert.kind === 'closed' || alert.kind === 'failing_messages' ? 'red' : 'amber'}>
          {clientAlertIn(words, client, alert)}
        </Badge>
      ))}
      {client.teamMembers === 0 && (
        <Badge tone="neutral">
          {client.invitationsPending > 0 ? t('clients.table.ownerInvited') : t('clients.table.ownerNotInvited')}
        </Badge>
      )}
    </div>
  );
}

function Actions({
  client,
  canManage,
  openingId,
  onOpen,
  onInvite,
  onGiveCredits,
  onRelease,
}: Props & { client: TAgencyClient }) {
  const { t } = useAppWords();
  const name = client.companyName;
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
      {canManage && client.teamMembers > 0 && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRelease(client)}
          aria-label={t('clients.table.releaseNamed', { name })}
        >
          <LogOut className="size-4" aria-hidden />
          {t('clients.table.ownPlan')}
        </Button>
      )}
      {canManage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onGiveCredits(client)}
          aria-label={t('clients.table.giveCreditsNamed', { name })}
        >
          <Coins className="size-4" aria-hidden />
          {t('clients.table.creditsButton')}
        </Button>
      )}
      {canManage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onInvite(client)}
          aria-label={t('clients.table.inviteNamed', { name })}
        >
          <UserPlus className="size-4" aria-hidden />
          {t('clients.table.inviteOwner')}
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onOpen(client)}
        loading={openingId === client.id}
        disabled={openingId !== undefined}
        aria-label={t('clients.table.openNamed', { name })}
      >
        {t('clients.table.open')}
        <ArrowRight className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
