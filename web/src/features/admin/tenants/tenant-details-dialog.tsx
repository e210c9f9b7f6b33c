import type { TTenant } from '@regulars/contracts';
import { useTenant } from '../../../api/admin-tenants.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { TenantActions } from './tenant-actions.tsx';
import { TenantAuditList } from './tenant-audit-list.tsx';
import { pricePerMonth } from './tenant-display.ts';
import { TenantStatusBadge } from './tenant-status-badge.tsx';

function UsageFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-gray-50 px-4 py-3 ring-1 ring-gray-200 ring-inset">
      <p className="text-xs font-medium text-gray-500">{label}</p>
      <p className="mt-0.5 text-xl font-semibold text-gray-900 tabular-nums">{formatCount(value)}</p>
    </div>
  );
}

/**
 * Tenant Details: email, company, tier and monthly price, created date, status ('Trial ends date' on a trial,
 * 'Renews: date' when a period end exists), credits, usage, and the Stripe price ID when there is one. The list's row shows at once; the detail
 * (period end, price ID, suspension) fills in when it arrives; below it, the super admin's actions and their audit rows.
 */
export function TenantDetailsDialog({ tenant, onClose }: { tenant: TTenant | null; onClose: () => void }) {
  const query = useTenant(tenant?.id ?? null);
  const detail = query.data;
  const shown = detail ?? tenant;
  const trialEnds = shown?.status === 'trial' ? detail?.trialEndsAt : null;
  return (
    <Dialog open={tenant !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" data-testid="tenant-dialog">
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">Tenant Details</DialogTitle>
              <DialogDescription className="break-words">{shown.companyName}</DialogDescription>
            </DialogHeader>
            <DialogBody className="space-y-5">
              {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
              <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
                <DetailField label="Email">{shown.email}</DetailField>
                <DetailField label="Company">{shown.companyName}</DetailField>
                <DetailField label="Tier">
                  {shown.tier?.name ?? '—'} <span className="text-gray-500">· {pricePerMonth(shown.tier)}</span>
                </DetailField>
                <DetailField label="Created">{formatLongDate(shown.createdAt)}</DetailField>
                <DetailField label="Status">
                  <span className="flex flex-wrap items-center gap-2">
                    <TenantStatusBadge status={shown.status} />
                    {shown.suspendedAt && (
                      <Badge tone="red" data-testid="tenant-suspended-badge">
                        Suspended
                      </Badge>
                    )}
                    {trialEnds && (
                      <span className="text-xs text-gray-500" data-testid="tenant-trial-ends">
                        Trial ends {formatLongDate(trialEnds)}
                      </span>
                    )}
                    {detail?.subscriptionPeriodEnd && (
                      <span className="text-xs text-gray-500" data-testid="tenant-renews">
                        Renews: {formatLongDate(detail.subscriptionPeriodEnd)}
                      </span>
                    )}
                  </span>
                </DetailField>
                <DetailField label="Credits">
                  <span className="font-medium tabular-nums" data-testid="tenant-credits">
                    {formatCount(shown.credits)}
                  </span>
                </DetailField>
              </dl>
              <section aria-label="Usage">
                <h3 className="mb-2 text-xs font-medium text-gray-500">Usage</h3>
                <div className="grid grid-cols-2 gap-3">
                  <UsageFigure label="Customers" value={shown.usageCustomers} />
                  <UsageFigure label="SMS Sent" value={shown.usageSms} />
                </div>
              </section>
              {detail?.suspendedAt && (
                <Alert
                  tone="error"
                  title={`Suspended on ${formatLongDate(detail.suspendedAt)}`}
                  data-testid="tenant-suspended"
                >
                  {detail.suspensionReason ? `Reason: ${detail.suspensionReason}` : 'No reason was given.'}
                </Alert>
              )}
              {detail?.stripePriceId && (
                <section
                  aria-label="Stripe Price ID"
                  className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3"
                  data-testid="tenant-stripe-price"
                >
                  <p className="text-xs font-medium text-sky-800">Stripe Price ID</p>
                  <p className="mt-0.5 font-mono text-sm break-all text-sky-900">{detail.stripePriceId}</p>
                </section>
              )}
              {detail && <TenantActions key={detail.id} tenant={detail} />}
              <TenantAuditList tenantId={shown.id} />
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
