import type { TAdminSupportItem } from '@regulars/contracts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { PriorityBadge, SupportStatusBadge } from '../../support/index.ts';

type TProps = { requests: TAdminSupportItem[]; onOpen: (id: string) => void };

/** The subject, stretched over the whole row or card to open the request. */
function OpenButton({ request, onOpen }: { request: TAdminSupportItem; onOpen: TProps['onOpen'] }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(request.id)}
      className="block max-w-full truncate text-left font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
    >
      {request.subject}
    </button>
  );
}

function Business({ request }: { request: TAdminSupportItem }) {
  return (
    <>
      <span className="block truncate text-gray-900">{request.businessName}</span>
      <span className="block truncate text-xs text-gray-500">
        {request.planName} · {request.requesterEmail}
      </span>
    </>
  );
}

/** The queue in its order: a table on wide screens, one card per request on a phone. */
export function SupportQueueTable({ requests, onOpen }: TProps) {
  return (
    <>
      <table className="hidden min-w-full divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50">
          <tr className="text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
            <th scope="col" className="px-4 py-3 sm:pl-6">
              Request
            </th>
            <th scope="col" className="px-4 py-3">
              Business
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 sm:pr-6">
              Sent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {requests.map((request) => (
            <tr key={request.id} className="relative transition-colors hover:bg-gray-50" data-testid="support-row">
              <td className="max-w-sm px-4 py-3 sm:pl-6">
                <div className="flex min-w-0 items-center gap-2">
                  {request.priority && <PriorityBadge />}
                  <OpenButton request={request} onOpen={onOpen} />
                </div>
                <span className="mt-0.5 block truncate font-mono text-xs text-gray-500">{request.pagePath}</span>
              </td>
              <td className="max-w-56 px-4 py-3">
                <Business request={request} />
              </td>
              <td className="px-4 py-3">
                <SupportStatusBadge status={request.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-500 sm:pr-6">{formatDateTime(request.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {requests.map((request) => (
          <li
            key={request.id}
            className="relative space-y-1.5 px-4 py-3.5 transition-colors hover:bg-gray-50"
            data-testid="support-card"
          >
            <div className="flex items-center justify-between gap-3">
              <div className="flex items-center gap-1.5">
                {request.priority && <PriorityBadge />}
                <SupportStatusBadge status={request.status} />
              </div>
              <span className="shrink-0 text-xs text-gray-500">{formatDateTime(request.createdAt)}</span>
            </div>
            <OpenButton request={request} onOpen={onOpen} />
            <div className="text-sm">
              <Business request={request} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
