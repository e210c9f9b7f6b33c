import type { TTenant } from '@regulars/contracts';
import { Eye } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatShortDate } from '../../../lib/format-date.ts';
import { formatCount, formatCountOf } from '../../../lib/format-number.ts';
import { TenantAgencyNote } from './tenant-agency-note.tsx';
import { TenantStatusBadge } from './tenant-status-badge.tsx';
import { TenantTier } from './tenant-tier.tsx';

type TOpen = (tenant: TTenant) => void;

/** A click anywhere on a row opens its details, unless it landed on the row's own button. */
const openOnClick = (onOpen: TOpen, tenant: TTenant) => (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a, button')) return;
  onOpen(tenant);
};

function ViewButton({ tenant, onOpen }: { tenant: TTenant; onOpen: TOpen }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => onOpen(tenant)} aria-label={`View ${tenant.companyName}`}>
      <Eye className="size-4" aria-hidden />
      View
    </Button>
  );
}

/** Company, Email, Tier, Status, Credits, Usage, Created, Actions: a table on wide screens, cards on a phone. */
export function TenantsTable({ tenants, onOpen }: { tenants: TTenant[]; onOpen: TOpen }) {
  return (
    <>
      <table className="hidden w-full table-fixed divide-y divide-gray-200 text-sm lg:table">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="px-4 py-3 xl:px-6">Company</th>
            <th className="px-4 py-3">Email</th>
            <th className="w-28 px-4 py-3">Tier</th>
            <th className="w-24 px-4 py-3">Status</th>
            <th className="w-20 px-4 py-3 text-right">Credits</th>
            <th className="w-28 px-4 py-3">Usage</th>
            <th className="w-28 px-4 py-3">Created</th>
            <th className="w-24 px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {tenants.map((tenant) => (
            <tr
              key={tenant.id}
              className="cursor-pointer hover:bg-gray-50/70"
              data-testid="tenant-row"
              onClick={openOnClick(onOpen, tenant)}
            >
              <td className="px-4 py-3.5 font-medium break-words text-gray-900 xl:px-6">
                {tenant.companyName}
                <TenantAgencyNote tenant={tenant} />
              </td>
              <td className="px-4 py-3.5 break-all text-gray-600">{tenant.email}</td>
              <td className="px-4 py-3">
                <TenantTier tier={tenant.tier} />
              </td>
              <td className="px-4 py-3.5">
                <span className="flex flex-wrap gap-1">
                  <TenantStatusBadge status={tenant.status} />
                  {tenant.suspendedAt && <Badge tone="red">Suspended</Badge>}
                </span>
              </td>
              <td className="px-4 py-3.5 text-right text-gray-900 tabular-nums">{formatCount(tenant.credits)}</td>
              <td className="px-4 py-3 text-xs text-gray-600 tabular-nums">
                <p>{formatCountOf(tenant.usageCustomers, 'customer')}</p>
                <p>{formatCount(tenant.usageSms)} SMS</p>
              </td>
              <td className="px-4 py-3.5 whitespace-nowrap text-gray-600 tabular-nums">
                {formatShortDate(tenant.createdAt)}
              </td>
              <td className="px-4 py-3 text-right">
                <ViewButton tenant={tenant} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 lg:hidden">
        {tenants.map((tenant) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the View button inside is what keyboards reach; a tap on the card is a shortcut to it
          <li
            key={tenant.id}
            className="cursor-pointer space-y-2.5 px-4 py-4 sm:px-6"
            data-testid="tenant-card"
            onClick={openOnClick(onOpen, tenant)}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{tenant.companyName}</p>
                <TenantAgencyNote tenant={tenant} />
                <p className="truncate text-sm text-gray-500">{tenant.email}</p>
              </div>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <TenantStatusBadge status={tenant.status} />
                {tenant.suspendedAt && <Badge tone="red">Suspended</Badge>}
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-3 text-xs">
              <div className="min-w-0">
                <dt className="text-gray-500">Tier</dt>
                <dd className="mt-0.5 text-sm">
                  <TenantTier tier={tenant.tier} />
                </dd>
              </div>
              <div>
                <dt className="text-gray-500">Credits</dt>
                <dd className="mt-0.5 text-sm font-medium text-gray-900 tabular-nums">{formatCount(tenant.credits)}</dd>
              </div>
              <div>
                <dt className="text-gray-500">Usage</dt>
                <dd className="mt-0.5 text-gray-700 tabular-nums">
                  {formatCountOf(tenant.usageCustomers, 'customer')}
                  <br />
                  {formatCount(tenant.usageSms)} SMS
                </dd>
              </div>
            </dl>
            <div className="flex items-center justify-between gap-3">
              <span className="text-xs text-gray-500">Created {formatShortDate(tenant.createdAt)}</span>
              <ViewButton tenant={tenant} onOpen={onOpen} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
