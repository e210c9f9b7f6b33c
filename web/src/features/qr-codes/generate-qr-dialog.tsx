import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateQrCodeRequest } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../api/client.ts';
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
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const EMPTY = { locationName: '', customUrl: '' };

export function GenerateQrDialog({ open, onOpenChange }: Props) {
  const form = useForm<z.input<typeof ZCreateQrCodeRequest>, unknown, z.output<typeof ZCreateQrCodeRequest>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateQrCodeRequest),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const create = useCreateQrCode();

  const close = (next: boolean) => {
    if (!next) {
      form.reset(EMPTY);
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (qr) => {
        toast.success('QR code generated', { description: qr.locationName ?? 'Ready to print and display.' });
        close(false);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>Generate QR Code</DialogTitle>
            <DialogDescription>
              Customers scan it to join your loyalty program from their phone — no app needed.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div>
              <Label htmlFor="qr-location">
                Location name <span className="font-normal text-gray-500">(optional)</span>
              </Label>
              <Input
                id="qr-location"
                className="mt-1.5"
                placeholder="e.g. Front Counter"
                maxLength={100}
                autoFocus
                aria-invalid={errors.locationName ? true : undefined}
                {...form.register('locationName')}
              />
              {errors.locationName ? (
                <p className="mt-1.5 text-xs font-medium text-red-600">{errors.locationName.message}</p>
              ) : (
                <FieldHint>Where this code will be displayed, so you can compare locations.</FieldHint>
              )}
            </div>
            <div>
              <Label htmlFor="qr-url">
                Custom URL <span className="font-normal text-gray-500">(optional)</span>
              </Label>
              <Input
                id="qr-url"
                type="url"
                inputMode="url"
                className="mt-1.5"
                placeholder="https://"
                aria-invalid={errors.customUrl ? true : undefined}
                {...form.register('customUrl')}
              />
              {errors.customUrl ? (
                <p className="mt-1.5 text-xs font-medium text-red-600">{errors.customUrl.message}</p>
              ) : (
                <FieldHint>Leave empty to use your sign-up form, where scans and sign-ups are counted.</FieldHint>
              )}
            </div>
            {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? 'Generating...' : 'Generate QR Code'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
