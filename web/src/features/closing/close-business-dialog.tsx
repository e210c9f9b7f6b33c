import { zodResolver } from '@hookform/resolvers/zod';
import { CLOSING_GRACE_DAYS, CLOSING_MESSAGES, type TCloseBusiness, ZCloseBusiness } from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useCloseBusiness, useClosingStatus } from '../../api/closing.ts';
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
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toaster.tsx';

/** Confirming the close: the admin types the business's name, as GitHub and Stripe ask before anything final. */
export function CloseBusinessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const status = useClosingStatus({ enabled: open });
  const close = useCloseBusiness();
  const form = useForm<TCloseBusiness>({
    resolver: zodResolver(ZCloseBusiness),
    defaultValues: { confirmName: '' },
    reValidateMode: 'onSubmit',
  });
  const name = status.data?.companyName ?? '';
  const typed = form.watch('confirmName');
  const error = form.formState.errors.confirmName?.message;

  useEffect(() => {
    if (!open) form.reset({ confirmName: '' });
  }, [open, form]);

  const submit = form.handleSubmit((values) =>
    close.mutate(values, {
      onError: (error) => {
        form.setError('confirmName', { message: errorMessage(error) });
        toast.error(CLOSING_MESSAGES.closeFailed, { description: errorMessage(error) });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close {name || 'this business'}?</DialogTitle>
          <DialogDescription>
            Everyone on your team loses access now, and in {CLOSING_GRACE_DAYS} days everything is deleted.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Close business" className="contents">
          <DialogBody className="space-y-4">
            <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <p className="font-medium">Have you exported your data?</p>
              <p className="mt-0.5 text-amber-800">
                Download everything first from{' '}
                <Link
                  to="/settings#data"
                  className="font-medium underline underline-offset-2"
                  onClick={() => onOpenChange(false)}
                >
                  Export all data
                </Link>
                . Once the business is deleted, we can't get any of it back.
              </p>
            </div>
            <ul className="list-disc space-y-1 pl-5 text-sm text-gray-600 marker:text-gray-300">
              <li>Your subscription is cancelled at once. Reopening doesn't restore it: you pick a plan again.</li>
              <li>Counters, API keys, the sign-up form and the customer portal stop working.</li>
              <li>A team admin can reopen the business within {CLOSING_GRACE_DAYS} days.</li>
            </ul>
            <div className="space-y-1.5">
              <Label htmlFor="close-confirm-name">
                Type <span className="font-semibold text-gray-900">{name || '…'}</span> to confirm
              </Label>
              <Input
                id="close-confirm-name"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'close-confirm-name-error' : undefined}
                {...form.register('confirmName')}
              />
              {error && (
                <p id="close-confirm-name-error" className="text-xs text-red-600">
                  {error}
                </p>
              )}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Keep business
            </Button>
            <Button
              type="submit"
              variant="danger"
              loading={close.isPending}
              disabled={!name || typed.trim() !== name.trim()}
            >
              {close.isPending ? 'Closing…' : 'Close business'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
