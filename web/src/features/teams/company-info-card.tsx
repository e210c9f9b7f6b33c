import type { TCompanyProfile } from '@regulars/contracts';
import { Building2 } from 'lucide-react';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatShortDate } from '../../lib/format-date.ts';

export function CompanyInfoCard({ company }: { company: TCompanyProfile['company'] }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Building2 className="size-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <CardTitle>Company Information</CardTitle>
          {company.tierName && <p className="text-sm text-gray-500">{company.tierName} plan</p>}
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact label="Company Name">{company.companyName}</Fact>
          <Fact label="Admin Email">
            <span className="block truncate" title={company.adminEmail}>
              {company.adminEmail}
            </span>
          </Fact>
          <Fact label="Created">{formatShortDate(company.createdAt)}</Fact>
          <Fact label="Subscription">
            <SubscriptionStatusBadge status={company.subscriptionStatus} />
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}
