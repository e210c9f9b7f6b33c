import type { TAuditEntry } from '@regulars/contracts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { AuditActionBadge, AuditChange, auditTarget } from './audit-change.tsx';

/** When, Admin, Action, Target, Change: a table on wide screens, cards on a phone. */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  return (
    <>
      <table className="hidden w-full table-fixed divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="w-44 px-4 py-3 lg:px-6">When</th>
            <th className="w-40 px-4 py-3">Action</th>
            <th className="px-4 py-3">Target</th>
            <th className="px-4 py-3">Change</th>
            <th className="hidden w-48 px-4 py-3 lg:table-cell lg:pr-6">Admin</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white align-top">
          {entries.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td className="px-4 py-3.5 whitespace-nowrap text-gray-500 lg:px-6">{formatDateTime(e.createdAt)}</td>
              <td className="px-4 py-3.5">
                <AuditActionBadge action={e.action} />
              </td>
              <td className="px-4 py-3.5 font-medium break-words text-gray-900">{auditTarget(e)}</td>
              <td className="px-4 py-3.5">
                <AuditChange entry={e} />
              </td>
              <td className="hidden px-4 py-3.5 break-all text-gray-600 lg:table-cell lg:pr-6">{e.actorEmail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {entries.map((e) => (
          <li key={e.id} className="space-y-2.5 px-4 py-4" data-testid="audit-card">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium break-words text-gray-900">{auditTarget(e)}</p>
              <AuditActionBadge action={e.action} />
            </div>
            <AuditChange entry={e} />
            <p className="text-xs text-gray-500">
              {formatDateTime(e.createdAt)} · <span className="break-all">{e.actorEmail}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
