import type { TCompanyProfile } from '@regulars/contracts';
import { Building2 } from 'lucide-react';
import { useMe } from '../../api/auth.ts';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';

export function CompanyInfoCard({ company }: { company: TCompanyProfile['company'] }) {
  const { t, locale } = useAppWords();
  // A white-label client's people see nothing of the agency's plan or its trial (issue 53).
  const whiteLabel = useMe().data?.business?.whiteLabel === true;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Building2 className="size-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <CardTitle>{t('company.info.title')}</CardTitle>
          {company.tierName && !whiteLabel && (
            <p className="text-sm text-gray-500">{t('company.info.plan', { tier: company.tierName })}</p>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact label={t('company.info.name')}>{company.companyName}</Fact>
          <Fact label={t('company.info.adminEmail')}>
            <span className="block truncate" title={company.adminEmail}>
              {company.adminEmail}
            </span>
          </Fact>
          <Fact label={t('company.info.created')}>{formatShortDate(company.createdAt, undefined, locale)}</Fact>
          {!whiteLabel && (
            <Fact label={t('company.info.subscription')}>
              <SubscriptionStatusBadge status={company.subscriptionStatus} />
            </Fact>
          )}
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
