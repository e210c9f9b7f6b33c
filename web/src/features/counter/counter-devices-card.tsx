import { COUNTER_MESSAGES, type TCounterDevice } from '@regulars/contracts';
import { ArrowRight, MonitorSmartphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useCounterDevices, useRevokeCounterDevice } from '../../api/counter.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { CounterDeviceRow } from './counter-device-row.tsx';
import { SetUpDeviceDialog } from './set-up-device-dialog.tsx';

const WHAT_A_DEVICE_IS =
  'A counter device is a shared tablet at the till. It opens the check-in screen only, and staff sign in there with their PIN.';

/** /company → Counter devices (team admin): the browsers set up as counters, setting up this one, and removing any. */
export function CounterDevicesCard() {
  const query = useCounterDevices();
  const revoke = useRevokeCounterDevice();
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState<TCounterDevice | null>(null);
  const devices = query.data?.devices;
  // A browser holds one counter credential: setting it up again would leave its old device behind.
  const thisBrowser = devices?.find((device) => device.thisBrowser);

  function confirmRemove() {
    if (!removing) return;
    revoke.mutate(removing.id, {
      onSuccess: () => {
        toast.success(COUNTER_MESSAGES.deviceRevoked, { description: removing.name });
        setRemoving(null);
      },
    });
  }

  const setUpButton = (
    <Button size="sm" onClick={() => setSettingUp(true)}>
      <Plus className="size-4" aria-hidden />
      Set up this device as a counter
    </Button>
  );

  return (
    <Card aria-labelledby="counter-devices-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="counter-devices-title">Counter devices</CardTitle>
          <CardDescription>Shared tablets at the till, each for one location.</CardDescription>
        </div>
        {devices && devices.length > 0 && !thisBrowser && setUpButton}
      </CardHeader>

      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label="Loading" />
          <p className="text-sm text-gray-500">Loading counter devices...</p>
        </div>
      ) : query.isError || !devices ? (
        <EmptyState
          title="Failed to load counter devices"
          description={errorMessage(query.error)}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : devices.length === 0 ? (
        <EmptyState
          icon={MonitorSmartphone}
          title="No counter devices yet"
          description={WHAT_A_DEVICE_IS}
          action={setUpButton}
        />
      ) : (
        <>
          {thisBrowser && (
            <div className="border-b border-gray-100 px-6 py-4">
              <Alert tone="info" title="This browser is a counter" data-testid="this-browser-counter">
                <p>Staff sign in with their PIN on the check-in screen.</p>
                <Link
                  to="/checkin"
                  className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  Open the counter
                  <ArrowRight className="size-3.5" aria-hidden />
                </Link>
              </Alert>
            </div>
          )}
          <ul className="divide-y divide-gray-100" aria-label="Counter devices">
            {devices.map((device) => (
              <CounterDeviceRow
                key={device.id}
                device={device}
                onRemove={() => {
                  revoke.reset();
                  setRemoving(device);
                }}
              />
            ))}
          </ul>
        </>
      )}

      <SetUpDeviceDialog open={settingUp} onOpenChange={setSettingUp} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'counter device'}?`}
        message={
          removing?.thisBrowser
            ? 'It stops at once: staff on it are signed out, and this browser is no longer a counter.'
            : 'It stops at once: staff on it are signed out.'
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={revoke.isPending}
        onConfirm={confirmRemove}
        problem={revoke.isError && <Alert tone="error">{errorMessage(revoke.error)}</Alert>}
      />
    </Card>
  );
}
