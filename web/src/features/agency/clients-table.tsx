import type { TAgencyClient } from '@regulars/contracts';
import { ArrowRight, Coins, LogOut, UserPlus } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatCount } from '../../lib/format-number.ts';
import { formatLimit } from '../pricing/index.ts';

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
};

const usage = (used: number, max: number) => `${formatCount(used)} of ${formatLimit(max)}`;

/** The agency overview's rows: a table from the sm breakpoint, a card per client on a phone. */
export function ClientsTable(props: Props) {
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="border-b border-gray-100 text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="px-6 py-3 font-medium">Business</th>
            <th className="px-3 py-3 font-medium">Customers</th>
            <th className="px-3 py-3 font-medium">Visits this month</th>
            <th className="px-3 py-3 font-medium">Messages this month</th>
            <th className="px-3 py-3 font-medium">Credits</th>
            <th className="px-6 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {props.clients.map((client) => (
            <tr key={client.id} className="align-top">
              <td className="px-6 py-4">
                <p className="font-medium text-gray-900">{client.companyName}</p>
                <Alerts client={client} isOpen={client.id === props.openClientId} />
              </td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">{usage(client.customers, client.maxCustomers)}</td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">{formatCount(client.visitsThisMonth)}</td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">
                {formatCount(client.messagesThisMonth)}
                <span className="block text-xs text-gray-500">
                  SMS {usage(client.smsThisMonth, client.maxSmsMonthly)}
                </span>
              </td>
              <td className="px-3 py-4 text-gray-700 tabular-nums">{formatCount(client.credits)}</td>
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
              <Alerts client={client} isOpen={client.id === props.openClientId} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Figure label="Customers" value={usage(client.customers, client.maxCustomers)} />
              <Figure label="Visits this month" value={formatCount(client.visitsThisMonth)} />
              <Figure label="Messages this month" value={formatCount(client.messagesThisMonth)} />
              <Figure label="Credits" value={formatCount(client.credits)} />
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

function Alerts({ client, isOpen }: { client: TAgencyClient; isOpen: boolean }) {
  if (!isOpen && client.alerts.length === 0 && client.teamMembers > 0) return null;
  return (
    <div className="mt-1.5 flex flex-wrap gap-1.5">
      {isOpen && <Badge tone="brand">Working here</Badge>}
      {client.alerts.map((alert) => (
        <Badge key={alert.kind} tone={alert.kind === 'closed' || alert.kind === 'failing_messages' ? 'red' : 'amber'}>
          {alert.message}
        </Badge>
      ))}
      {client.teamMembers === 0 && (
        <Badge tone="neutral">
          {client.invitationsPending > 0 ? 'Owner invited, not joined yet' : 'Owner not invited yet'}
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
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
      {canManage && client.teamMembers > 0 && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRelease(client)}
          aria-label={`Move ${client.companyName} to its own subscription`}
        >
          <LogOut className="size-4" aria-hidden />
          Own plan
        </Button>
      )}
      {canManage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onGiveCredits(client)}
          aria-label={`Give credits to ${client.companyName}`}
        >
          <Coins className="size-4" aria-hidden />
          Credits
        </Button>
      )}
      {canManage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onInvite(client)}
          aria-label={`Invite the owner of ${client.companyName}`}
        >
          <UserPlus className="size-4" aria-hidden />
          Invite owner
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onOpen(client)}
        loading={openingId === client.id}
        disabled={openingId !== undefined}
        aria-label={`Open ${client.companyName}`}
      >
        Open
        <ArrowRight className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
