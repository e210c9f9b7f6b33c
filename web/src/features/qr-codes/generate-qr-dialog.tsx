import { ZCreateQrCodeRequest } from '@regulars/contracts';
import { type FormEvent, useState } from 'react';
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

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function GenerateQrDialog({ open, onOpenChange }: Props) {
  const [locationName, setLocationName] = useState('');
  const [customUrl, setCustomUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateQrCode();

  const close = (next: boolean) => {
    if (!next) {
      setLocationName('');
      setCustomUrl('');
      setErrors({});
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateQrCodeRequest.safeParse({ locationName, customUrl });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(
      { locationName, customUrl },
      {
        onSuccess: (qr) => {
          toast.success('QR code generated', { description: qr.locationName ?? 'Ready to print and display.' });
          close(false);
        },
      },
    );
  };

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
                Location name <span className="font-normal text-gray-400">(optional)</span>
              </Label>
              <Input
                id="qr-location"
                className="mt-1.5"
                placeholder="e.g. Front Counter"
                maxLength={100}
                value={locationName}
                autoFocus
                aria-invalid={errors.locationName ? true : undefined}
                onChange={(event) => setLocationName(event.target.value)}
              />
              {errors.locationName ? (
                <p className="mt-1.5 text-xs font-medium text-red-600">{errors.locationName}</p>
              ) : (
                <FieldHint>Where this code will be displayed, so you can compare locations.</FieldHint>
              )}
            </div>
            <div>
              <Label htmlFor="qr-url">
                Custom URL <span className="font-normal text-gray-400">(optional)</span>
              </Label>
              <Input
                id="qr-url"
                type="url"
                inputMode="url"
                className="mt-1.5"
                placeholder="https://"
                value={customUrl}
                aria-invalid={errors.customUrl ? true : undefined}
                onChange={(event) => setCustomUrl(event.target.value)}
              />
              {errors.customUrl ? (
                <p className="mt-1.5 text-xs font-medium text-red-600">{errors.customUrl}</p>
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
