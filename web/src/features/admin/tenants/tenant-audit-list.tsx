import { ADMIN_ACTION_MESSAGES } from '@regulars/contracts';
import { useTenantAudit } from '../../../api/admin-logs.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { AuditActionBadge, AuditChange } from '../audit/audit-change.tsx';

/** The latest admin actions on this tenant, newest first. */
export function TenantAuditList({ tenantId }: { tenantId: string }) {
  const audit = useTenantAudit(tenantId);
  return (
    <section aria-label="Admin activity" data-testid="tenant-audit">
      <h3 className="mb-2 text-xs font-medium text-gray-500">Admin activity</h3>
      {audit.isError ? (
        <Alert tone="error">{errorMessage(audit.error)}</Alert>
      ) : !audit.data ? (
        <div className="h-14 animate-pulse rounded-lg bg-gray-50" />
      ) : audit.data.length === 0 ? (
        <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-500">{ADMIN_ACTION_MESSAGES.noAudit}</p>
      ) : (
        <ol className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {audit.data.map((entry) => (
            <li key={entry.id} className="space-y-1.5 px-4 py-3" data-testid="tenant-audit-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <AuditActionBadge action={entry.action} />
                <span className="text-xs text-gray-500">{formatDateTime(entry.createdAt)}</span>
              </div>
              <AuditChange entry={entry} />
              <p className="text-xs break-all text-gray-500">by {entry.actorEmail}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
