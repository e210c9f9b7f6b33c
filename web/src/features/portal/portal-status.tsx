import type { TCustomerStatus } from '@regulars/contracts';
import { Card } from '../../components/ui/card.tsx';
import type { TZone } from '../../lib/format-date.ts';
import { useWords } from '../../lib/words.tsx';
import { StatusProgress } from '../loyalty/index.ts';
import { PortalSection } from './portal-section.tsx';

/** 'Your Status': the customer's tier and what is left to the next one (issue 51). */
export function PortalStatus({ status, zone }: { status: TCustomerStatus; zone: TZone }) {
  const { t } = useWords();
  return (
    <PortalSection id="portal-status" title={t('portal.yourStatus')}>
      <Card className="p-5">
        <StatusProgress status={status} timeZone={zone} reader="customer" />
      </Card>
    </PortalSection>
  );
}
