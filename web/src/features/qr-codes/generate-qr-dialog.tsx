import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateQrCodeRequest } from '@regulars/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateLocation, useLocations } from '../../api/locations.ts';
import { useCreateQrCode } from '../../api/qr-codes.ts';
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
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import {
  atLocationLimit,
  LocationLimitNotice,
  locationRefusal,
  NEW_LOCATION,
  newLocationProblem,
  planLimitOf,
} from '../locations/index.ts';
import { LocationChoice } from './location-choice.tsx';
import { qrMessageIn, qrRefusalIn } from './qr-refusals.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const EMPTY = { locationId: '', customUrl: '' };
/** The same in every language: where an address starts. */
const URL_START = 'https://';

export function GenerateQrDialog({ open, onOpenChange }: Props) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<z.input<typeof ZCreateQrCodeRequest>, unknown, z.output<typeof ZCreateQrCodeRequest>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateQrCodeRequest),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const locations = useLocations(open);
  const create = useCreateQrCode();
  const addLocation = useCreateLocation();
  // '' no location, a location's id, or NEW_LOCATION with the name typed below it.
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const busy = create.isPending || addLocation.isPending;
  const full = atLocationLimit(locations.data?.limit);
  // A refusal the list already shows (it is at the limit now) is not said twice.
  const limit = choice === NEW_LOCATION && full ? null : planLimitOf(addLocation.error);

  const close = (next: boolean) => {
    if (!next) {
      form.reset(EMPTY);
      create.reset();
      addLocation.reset();
      setChoice('');
      setNewName('');
      setNameProblem(null);
    }
    onOpenChange(next);
  };

  const generate = (locationId: string | null, customUrl: string | null | undefined) =>
    create.mutate(
      { locationId, customUrl },
      {
        onSuccess: (qr) => {
          toast.success(t('qrCodes.create.done'), { description: qr.locationName ?? t('qrCodes.create.doneText') });
          close(false);
        },
      },
    );

  const submit = form.handleSubmit((values) => {
    if (choice !== NEW_LOCATION) return generate(choice || null, values.customUrl);
    if (full) return;
    const problem = newLocationProblem(newName);
    setNameProblem(problem);
    if (problem) return;
    // The new location is made first; once it exists the select shows it, so a retry does not make it twice.
    addLocation.mutate(
      { name: newName },
      {
        onSuccess: (location) => {
          setChoice(location.id);
          setNewName('');
          generate(location.id, values.customUrl);
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{t('qrCodes.generate')}</DialogTitle>
            <DialogDescription>{t('qrCodes.create.text')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <LocationChoice
              list={locations.data}
              loading={locations.isPending}
              value={choice}
              onChange={(next) => {
                setChoice(next);
                setNameProblem(null);
                addLocation.reset();
              }}
              newName={newName}
              onNewNameChange={(name) => {
                setNewName(name);
                setNameProblem(null);
              }}
              nameProblem={nameProblem}
              disabled={busy}
            />
            {limit !== null && <LocationLimitNotice max={limit} />}
            <div>
              <Label htmlFor="qr-url">
                {t('qrCodes.create.customUrl')}{' '}
                <span className="font-normal text-gray-500">{t('qrCodes.optional')}</span>
              </Label>
              <Input
                id="qr-url"
                type="url"
                inputMode="url"
                className="mt-1.5"
                placeholder={URL_START}
                aria-invalid={errors.customUrl ? true : undefined}
                {...form.register('customUrl')}
              />
              {errors.customUrl ? (
                <p className="mt-1.5 text-xs font-medium text-red-600">
                  {qrMessageIn(words, errors.customUrl.message)}
                </p>
              ) : (
                <FieldHint>{t('qrCodes.create.customUrlHint')}</FieldHint>
              )}
            </div>
            {create.isError && <Alert tone="error">{qrRefusalIn(words, create.error)}</Alert>}
            {addLocation.isError && planLimitOf(addLocation.error) === null && (
              <Alert tone="error">{locationRefusal(words, addLocation.error, 'company.locations.addFailed')}</Alert>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('qrCodes.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? t('qrCodes.create.generating') : t('qrCodes.generate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
