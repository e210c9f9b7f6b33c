import type { TTenant } from '@regulars/contracts';
import { ArrowRight, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatCount, formatMoney } from '../../../lib/format-number.ts';
import { TenantStatusBadge } from '../tenants/tenant-status-badge.tsx';
import { TenantsSkeleton } from '../tenants/tenants-skeleton.tsx';

/** The five newest tenants: Company, Email, Tier, Status, Credits, MRR (a table, or cards on a phone). */
export function RecentTenants({ tenants }: { tenants: TTenant[] | undefined }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Recent Tenants</CardTitle>
        <Link
          to="/admin/tenants"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700"
        >
          View all
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      {!tenants ? (
        <TenantsSkeleton rows={5} label="Loading recent tenants" />
      ) : tenants.length === 0 ? (
        <EmptyState icon={Building2} title="No tenants found" description="Businesses appear here when they sign up." />
      ) : (
        <>
          <table
            className="hidden w-full table-fixed divide-y divide-gray-200 text-sm md:table"
            aria-label="Recent Tenants"
          >
            <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
              <tr>
                <th className="px-6 py-3">Company</th>
                <th className="px-4 py-3">Email</th>
                <th className="w-24 px-4 py-3">Tier</th>
                <th className="w-28 px-4 py-3">Status</th>
                <th className="w-24 px-4 py-3 text-right">Credits</th>
                <th className="w-28 px-6 py-3 text-right">MRR</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {tenants.map((t) => (
                <tr key={t.id} data-testid="recent-tenant-row">
                  <td className="truncate px-6 py-3.5 font-medium text-gray-900">{t.companyName}</td>
                  <td className="truncate px-4 py-3.5 text-gray-600">{t.email}</td>
                  <td className="truncate px-4 py-3.5 text-gray-900">{t.tier?.name ?? '—'}</td>
                  <td className="px-4 py-3.5">
                    <TenantStatusBadge status={t.status} />
                  </td>
                  <td className="px-4 py-3.5 text-right tabular-nums">{formatCount(t.credits)}</td>
                  <td className="px-6 py-3.5 text-right font-medium tabular-nums">{formatMoney(t.mrr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-gray-100 md:hidden" aria-label="Recent Tenants">
            {tenants.map((t) => (
              <li key={t.id} className="space-y-2 px-4 py-3.5" data-testid="recent-tenant-card">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-gray-900">{t.companyName}</p>
                    <p className="truncate text-sm text-gray-500">{t.email}</p>
                  </div>
                  <TenantStatusBadge status={t.status} />
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
                  <span>
                    Tier <span className="font-medium text-gray-900">{t.tier?.name ?? '—'}</span>
                  </span>
                  <span>
                    Credits <span className="font-medium text-gray-900 tabular-nums">{formatCount(t.credits)}</span>
                  </span>
                  <span>
                    MRR <span className="font-medium text-gray-900 tabular-nums">{formatMoney(t.mrr)}</span>
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
