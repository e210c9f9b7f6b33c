import type { TCounterDevice } from '@regulars/contracts';
import { ArrowRight, MonitorSmartphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCounterDevices, useRevokeCounterDevice } from '../../api/counter.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { counterAdminRefusal } from './counter-admin-refusals.ts';
import { CounterDeviceRow } from './counter-device-row.tsx';
import { SetUpDeviceDialog } from './set-up-device-dialog.tsx';

/** /company → Counter devices (team admin): the browsers set up as counters, setting up this one, and removing any. */
export function CounterDevicesCard() {
  const words = useAppWords();
  const { t } = words;
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
        toast.success(t('company.devices.removed'), { description: removing.name });
        setRemoving(null);
      },
    });
  }

  const setUpButton = (
    <Button size="sm" onClick={() => setSettingUp(true)}>
      <Plus className="size-4" aria-hidden />
      {t('company.devices.setUp')}
    </Button>
  );

  return (
    <Card aria-labelledby="counter-devices-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="counter-devices-title">{t('company.devices.title')}</CardTitle>
          <CardDescription>{t('company.devices.description')}</CardDescription>
        </div>
        {devices && devices.length > 0 && !thisBrowser && setUpButton}
      </CardHeader>

      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label={t('company.loading')} />
          <p className="text-sm text-gray-500">{t('company.devices.loading')}</p>
        </div>
      ) : query.isError || !devices ? (
        <EmptyState
          title={t('company.devices.loadFailed')}
          description={counterAdminRefusal(words, query.error)}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              {t('company.tryAgain')}
            </Button>
          }
        />
      ) : devices.length === 0 ? (
        <EmptyState
          icon={MonitorSmartphone}
          title={t('company.devices.none')}
          description={t('company.devices.whatItIs')}
          action={setUpButton}
        />
      ) : (
        <>
          {thisBrowser && (
            <div className="border-b border-gray-100 px-6 py-4">
              <Alert tone="info" title={t('company.devices.thisBrowserIsCounter')} data-testid="this-browser-counter">
                <p>{t('company.devices.staffSignIn')}</p>
                <Link
                  to="/checkin"
                  className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {t('company.devices.openCounter')}
                  <ArrowRight className="size-3.5" aria-hidden />
                </Link>
              </Alert>
            </div>
          )}
          <ul className="divide-y divide-gray-100" aria-label={t('company.devices.title')}>
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
        title={t('company.removeQuestion', { name: removing?.name ?? t('company.devices.aDevice') })}
        message={removing?.thisBrowser ? t('company.devices.removeThisBrowser') : t('company.devices.removeWarning')}
        confirmLabel={t('company.remove')}
        busyLabel={t('company.removing')}
        cancelLabel={t('company.cancel')}
        busy={revoke.isPending}
        onConfirm={confirmRemove}
        problem={revoke.isError && <Alert tone="error">{counterAdminRefusal(words, revoke.error)}</Alert>}
      />
    </Card>
  );
}
