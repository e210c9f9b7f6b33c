import { CUSTOMER_DATA_COPY } from '@regulars/contracts';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PortalSection } from './portal-section.tsx';

/**
 * The customer's right to their data: one link that downloads everything the business keeps about them as a JSON
 * file (the server names it and sends it as an attachment, so the page stays where it is).
 */
export function PortalYourData() {
  return (
    <PortalSection id="portal-your-data" title={CUSTOMER_DATA_COPY.portalHeading}>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-gray-600">{CUSTOMER_DATA_COPY.portalBody}</p>
        <Button asChild variant="secondary" className="shrink-0">
          <a href="/api/portal/my-data" download>
            <Download className="size-4" aria-hidden />
            {CUSTOMER_DATA_COPY.portalButton}
          </a>
        </Button>
      </Card>
    </PortalSection>
  );
}
