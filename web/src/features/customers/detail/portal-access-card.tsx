import type { TCustomerDetail } from '@regulars/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateCustomer } from '../../../api/customers.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatZonedDateTime } from '../../../lib/format-date.ts';
import { SetPinDialog } from './set-pin-dialog.tsx';

/** Whether the customer may use the portal, their PIN (set or not, never shown) and when they last signed in. */
export function PortalAccessCard({ customer }: { customer: TCustomerDetail }) {
  const update = useUpdateCustomer(customer.id);
  const [settingPin, setSettingPin] = useState(false);
  const zone = useBusinessTimeZone();

  const toggle = (portalEnabled: boolean) =>
    update.mutate(
      { portalEnabled },
      {
        onSuccess: () => toast.success(portalEnabled ? 'Portal access turned on' : 'Portal access turned off'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer portal</CardTitle>
        <CardDescription>Customers sign in at /customer/login with their phone number and PIN.</CardDescription>
      </CardHeader>
      <div className="divide-y divide-gray-100">
        <div className="flex items-start justify-between gap-4 px-6 py-4">
          <div>
            <p id="portal-access-label" className="text-sm font-medium text-gray-900">
              Portal access
            </p>
            <p id="portal-access-hint" className="text-xs text-gray-500">
              {customer.portalEnabled
                ? 'They can see their programs and rewards.'
                : 'Signing in is refused until you turn this on.'}
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
            <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
              PIN
              {customer.pinSet ? (
                <Badge tone="green" data-testid="pin-status">
                  Set
                </Badge>
              ) : (
                <Badge tone="neutral" data-testid="pin-status">
                  Not set
                </Badge>
              )}
            </p>
            <p className="text-xs text-gray-500">
              {customer.lastLoginAt
                ? `Last signed in ${formatZonedDateTime(customer.lastLoginAt, zone)}`
                : 'Never signed in'}
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setSettingPin(true)}>
            <KeyRound className="size-4" aria-hidden />
            {customer.pinSet ? 'Reset PIN' : 'Set PIN'}
          </Button>
        </div>
      </div>
      <SetPinDialog customer={customer} open={settingPin} onOpenChange={setSettingPin} />
    </Card>
  );
}
