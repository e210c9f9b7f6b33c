import type { TCreditLogEntry } from '@regulars/contracts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { CreditDelta, CreditKindBadge } from './credit-kind-badge.tsx';

/** Date, Tenant, Kind, Change, Balance, Reason: a table on wide screens, cards on a phone. */
export function CreditLogTable({ entries }: { entries: TCreditLogEntry[] }) {
  return (
    <>
      <table className="hidden w-full table-fixed divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="w-44 px-4 py-3 lg:px-6">Date</th>
            <th className="px-4 py-3">Tenant</th>
            <th className="w-32 px-4 py-3">Kind</th>
            <th className="w-24 px-4 py-3 text-right">Change</th>
            <th className="w-24 px-4 py-3 text-right">Balance</th>
            <th className="px-4 py-3 lg:pr-6">Reason</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {entries.map((e) => (
            <tr key={e.id} data-testid="credit-row">
              <td className="px-4 py-3.5 whitespace-nowrap text-gray-500 lg:px-6">{formatDateTime(e.createdAt)}</td>
              <td className="px-4 py-3.5">
                <p className="truncate font-medium text-gray-900">{e.companyName}</p>
                <p className="truncate text-xs text-gray-500">{e.email}</p>
              </td>
              <td className="px-4 py-3.5">
                <CreditKindBadge kind={e.kind} />
              </td>
              <td className="px-4 py-3.5 text-right tabular-nums">
                <CreditDelta delta={e.delta} />
              </td>
              <td className="px-4 py-3.5 text-right text-gray-700 tabular-nums">{formatCount(e.balanceAfter)}</td>
              <td className="px-4 py-3.5 break-words text-gray-600 lg:pr-6">{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {entries.map((e) => (
          <li key={e.id} className="space-y-2 px-4 py-4" data-testid="credit-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{e.companyName}</p>
                <p className="truncate text-xs text-gray-500">{e.email}</p>
              </div>
              <span className="text-base tabular-nums">
                <CreditDelta delta={e.delta} />
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
              <CreditKindBadge kind={e.kind} />
              <span className="tabular-nums">Balance {formatCount(e.balanceAfter)}</span>
              <span>{formatDateTime(e.createdAt)}</span>
            </div>
            <p className="text-sm break-words text-gray-600">{e.reason}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
