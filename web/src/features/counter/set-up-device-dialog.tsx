import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTER_LIMITS, type TLocation, ZCreateCounterDevice } from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateCounterDevice } from '../../api/counter.ts';
import { useLocations } from '../../api/locations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { counterAdminMessage, counterAdminRefusal } from './counter-admin-refusals.ts';

type TValues = z.input<typeof ZCreateCounterDevice>;
type Props = { open: boolean; onOpenChange: (open: boolean) => void };

// With locations, one is always chosen (the first to start): a counter's actions should say where they happened.
const valuesFor = (locations: TLocation[] | undefined): TValues => ({
  name: '',
  locationId: locations?.[0]?.id ?? null,
});

/** "Set up this device as a counter": a name, the location it stands in, and what becomes of this browser. */
export function SetUpDeviceDialog({ open, onOpenChange }: Props) {
  const words = useAppWords();
  const { t } = words;
  const locations = useLocations(open);
  const create = useCreateCounterDevice();
  const list = locations.data?.locations;
  const form = useForm<TValues, unknown, z.output<typeof ZCreateCounterDevice>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateCounterDevice, IN_OUR_WORDS),
    defaultValues: valuesFor(list),
  });
  const errors = form.formState.errors;
  // The location's check is the contract's English; the server's answer is already in the user's words.
  const problem = counterAdminMessage(words, errors.locationId?.message) ?? errors.root?.server?.message;

  // Each opening starts empty, at the first location once they have arrived.
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesFor(list));
  }, [open, list, reset]);

  function close(next: boolean) {
    if (create.isPending) return;
    if (!next) create.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (device) => {
        toast.success(t('company.devices.added'), { description: device.name });
        create.reset();
        onOpenChange(false);
      },
      onError: (error) => form.setError(SERVER_ERROR, { message: counterAdminRefusal(words, error) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{t('company.devices.setUp')}</DialogTitle>
            <DialogDescription>{t('company.devices.setUpDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <TextField
              id="counter-device-name"
              label={t('company.devices.name')}
              placeholder={t('company.devices.namePlaceholder')}
              autoComplete="off"
              maxLength={COUNTER_LIMITS.name}
              autoFocus
              disabled={create.isPending}
              error={counterAdminMessage(words, errors.name?.message)}
              {...form.register('name', { onChange: () => form.clearErrors() })}
            />
            {list && list.length > 0 && (
              <div className="space-y-1.5">
                <Label htmlFor="counter-device-location">{t('company.devices.location')}</Label>
                <Select
                  id="counter-device-location"
                  disabled={create.isPending}
                  aria-describedby="counter-device-location-hint"
                  {...form.register('locationId')}
                >
                  {list.map((location) => (
                    <option key={location.id} value={location.id}>
                      {location.name}
                    </option>
                  ))}
                </Select>
                <FieldHint id="counter-device-location-hint">{t('company.devices.locationHint')}</FieldHint>
              </div>
            )}
            {list?.length === 0 && <p className="text-sm text-gray-500">{t('company.devices.noLocations')}</p>}
            <div className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-600" data-testid="counter-device-terms">
              <p className="font-medium text-gray-900">{t('company.devices.termsTitle')}</p>
              <ul className="mt-1.5 list-disc space-y-1 pl-5">
                <li>{t('company.devices.termsOnlyCounter')}</li>
                <li>{t('company.devices.termsStays')}</li>
                <li>{t('company.devices.termsRemove')}</li>
              </ul>
            </div>
            {problem && <Alert tone="error">{problem}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={locations.isPending}>
              {create.isPending ? t('company.devices.settingUp') : t('company.devices.setUpSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
