import type { TCustomerStatus } from '@regulars/contracts';
import { Award } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { StatusProgress } from '../../loyalty/index.ts';

/** The customer's status tier and their way to the next (issue 51): shown while the business has tiers. */
export function StatusCard({ status }: { status: TCustomerStatus }) {
  const { t } = useAppWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Award className="size-4 text-gray-400" aria-hidden="true" />
          {t('customerDetail.status.title')}
        </CardTitle>
        <CardDescription>{t('customerDetail.status.description')}</CardDescription>
      </CardHeader>
      <div className="px-6 py-4">
        <StatusProgress status={status} />
      </div>
    </Card>
  );
}
