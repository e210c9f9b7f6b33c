import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATION_LIMITS, type TAppMessageKey, type TLocation, ZCreateLocation } from '@regulars/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateLocation, useUpdateLocation } from '../../api/locations.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { TimeZoneSelect, zoneLabel } from '../../components/ui/time-zone-select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { LocationLimitNotice } from './location-limit-notice.tsx';
import { locationFieldMessage, locationRefusal } from './location-refusals.ts';
import { planLimitOf } from './plan-limit-of.ts';

type TValues = z.input<typeof ZCreateLocation>;
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location being edited; none: a new one. */
  location?: TLocation | null;
  businessTimeZone: string | null;
};

const valuesOf = (location: TLocation | null | undefined): TValues => ({
  name: location?.name ?? '',
  address: location?.address ?? '',
  timeZone: location?.timeZone ?? '',
});

/** Add location / Edit location: a name, an optional address and a time zone (empty: the business's own). */
export function LocationFormDialog({ open, onOpenChange, location, businessTimeZone }: Props) {
  const words = useAppWords();
  const { t } = words;
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const busy = create.isPending || update.isPending;
  const form = useForm<TValues, unknown, z.output<typeof ZCreateLocation>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateLocation, IN_OUR_WORDS),
    defaultValues: valuesOf(location),
  });
  const errors = form.formState.errors;
  // The name and address say theirs under the field; the zone's and the server's show in the box. The checks are the
  // contract's English; the server's answer is already in the user's words.
  const problem = locationFieldMessage(words, errors.timeZone?.message) ?? errors.root?.server?.message;
  const limit = planLimitOf(create.error);

  // Each opening starts from the location as saved (or empty for a new one).
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(location));
  }, [open, location, reset]);

  function close(next: boolean) {
    if (busy) return;
    if (!next) {
      form.reset(valuesOf(location));
      create.reset();
      update.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) => {
    const done = (text: TAppMessageKey) => () => {
      toast.success(t(text), { description: values.name });
      create.reset();
      update.reset();
      onOpenChange(false);
    };
    const failed = (fallback: TAppMessageKey) => (caught: unknown) => {
      if (planLimitOf(caught) === null) {
        form.setError(SERVER_ERROR, { message: locationRefusal(words, caught, fallback) });
      }
    };
    const input = { name: values.name, address: values.address ?? null, timeZone: values.timeZone ?? null };
    if (location) {
      update.mutate(
        { id: location.id, input },
        { onSuccess: done('company.locations.saved'), onError: failed('company.locations.saveFailed') },
      );
    } else {
      create.mutate(input, {
        onSuccess: done('company.locations.added'),
        onError: failed('company.locations.addFailed'),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{location ? t('company.locations.editTitle') : t('company.locations.add')}</DialogTitle>
            <DialogDescription>{t('company.locations.formDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <TextField
              id="location-name"
              label={t('company.locations.name')}
              placeholder={t('company.locations.namePlaceholder')}
              autoComplete="off"
              maxLength={LOCATION_LIMITS.name}
              autoFocus
              disabled={busy}
              error={locationFieldMessage(words, errors.name?.message)}
              {...form.register('name', { onChange: () => form.clearErrors() })}
            />
            <TextField
              id="location-address"
              label={t('company.locations.address')}
              placeholder={t('company.locations.addressPlaceholder')}
              autoComplete="off"
              maxLength={LOCATION_LIMITS.address}
              disabled={busy}
              error={locationFieldMessage(words, errors.address?.message)}
              {...form.register('address', { onChange: () => form.clearErrors() })}
            />
            <div>
              <Label htmlFor="location-zone">{t('company.locations.timeZone')}</Label>
              <div className="mt-1.5">
                <Controller
                  control={form.control}
                  name="timeZone"
                  render={({ field }) => (
                    <TimeZoneSelect
                      id="location-zone"
                      value={typeof field.value === 'string' ? field.value : ''}
                      onChange={field.onChange}
                      disabled={busy}
                      invalid={Boolean(errors.timeZone)}
                      aria-describedby="location-zone-hint"
                    />
                  )}
                />
              </div>
              <FieldHint id="location-zone-hint" className="flex flex-wrap items-center gap-x-2">
                <span>
                  {businessTimeZone
                    ? t('company.locations.zoneHint', { zone: zoneLabel(businessTimeZone) })
                    : t('company.locations.zoneHintUnset')}
                </span>
                {form.watch('timeZone') ? (
                  <button
                    type="button"
                    className="font-medium text-brand-600 hover:underline"
                    onClick={() => form.setValue('timeZone', '', { shouldDirty: true })}
                  >
                    {t('company.locations.useBusinessZone')}
                  </button>
                ) : null}
              </FieldHint>
            </div>
            {limit !== null ? <LocationLimitNotice max={limit} /> : problem && <Alert tone="error">{problem}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? t('company.saving') : location ? t('company.locations.save') : t('company.locations.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
