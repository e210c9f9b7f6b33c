import type { TCustomerDetail } from '@regulars/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useUpdateCustomer } from '../../../api/customers.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formatZonedDateTime } from '../../../lib/format-date.ts';
import { detailRefusal } from './detail-refusals.ts';
import { SetPinDialog } from './set-pin-dialog.tsx';

/** Whether the customer may use the portal, their PIN (set or not, never shown) and when they last signed in. */
export function PortalAccessCard({ customer }: { customer: TCustomerDetail }) {
  const words = useAppWords();
  const { t, locale } = words;
  const update = useUpdateCustomer(customer.id);
  const [settingPin, setSettingPin] = useState(false);
  const zone = useBusinessTimeZone();

  const toggle = (portalEnabled: boolean) =>
    update.mutate(
      { portalEnabled },
      {
        onSuccess: () =>
          toast.success(portalEnabled ? t('customerDetail.portal.turnedOn') : t('customerDetail.portal.turnedOff')),
        onError: (error) => toast.error(detailRefusal(words, error, 'customerDetail.portal.toggleFailed')),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customerDetail.portal.title')}</CardTitle>
        <CardDescription>{t('customerDetail.portal.description')}</CardDescription>
      </CardHeader>
      <div className="divide-y divide-gray-100">
        <div className="flex items-start justify-between gap-4 px-6 py-4">
          <div>
            <p id="portal-access-label" className="text-sm font-medium text-gray-900">
              {t('customerDetail.portal.access')}
            </p>
            <p id="portal-access-hint" className="text-xs text-gray-500">
              {customer.portalEnabled ? t('customerDetail.portal.on') : t('customerDetail.portal.off')}
            </p>
          </div>
          <ToggleSwitch
            id="portal-access"
            checked={customer.portalEnabled}
            disabled={update.isPending}
            onChange={toggle}
            aria-labelledby="portal-access-label"
            aria-describedby="portal-access-hint"
          />
        </div>
        <div className="flex items-center justify-between gap-4 px-6 py-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-gray-900">
              {t('customerDetail.portal.pin')}
              {customer.pinSet ? (
                <Badge tone="green" data-testid="pin-status">
                  {t('customerDetail.portal.pinSet')}
                </Badge>
              ) : (
                <Badge tone="neutral" data-testid="pin-status">
                  {t('customerDetail.portal.pinNotSet')}
                </Badge>
              )}
            </p>
            <p className="text-xs text-gray-500">
              {customer.lastLoginAt
                ? t('customerDetail.portal.lastSignedIn', {
                    date: formatZonedDateTime(customer.lastLoginAt, zone, locale),
                  })
                : t('customerDetail.portal.neverSignedIn')}
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setSettingPin(true)}>
            <KeyRound className="size-4" aria-hidden />
            {customer.pinSet ? t('customerDetail.pin.reset') : t('customerDetail.pin.set')}
          </Button>
        </div>
      </div>
      <SetPinDialog customer={customer} open={settingPin} onOpenChange={setSettingPin} />
    </Card>
  );
}
