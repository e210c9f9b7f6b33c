import { zodResolver } from '@hookform/resolvers/zod';
import { SMS_OPT_OUT_MESSAGES, type TAddSmsOptOut, ZAddSmsOptOut } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/client.ts';
import { useAddSmsOptOut } from '../../../api/sms-opt-outs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';

/** The team admin puts a number on the list by hand: someone who asked in person, or a complaint. */
export function AddOptOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddSmsOptOut();
  const form = useForm<TAddSmsOptOut>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZAddSmsOptOut, IN_OUR_WORDS),
    defaultValues: { phone: '' },
  });
  const message = formMessage(form.formState.errors, ['phone']);
  const phone = form.register('phone', { onChange: () => form.clearErrors() });

  function close(next: boolean) {
    if (add.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    add.mutate(values.phone, {
      onSuccess: () => {
        toast.success(SMS_OPT_OUT_MESSAGES.added);
        form.reset();
        onOpenChange(false);
      },
      onError: (caught) =>
        form.setError(SERVER_ERROR, { message: errorMessage(caught, SMS_OPT_OUT_MESSAGES.addFailed) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents" aria-label="Add number to the opt-out list">
          <DialogHeader>
            <DialogTitle>Add a number</DialogTitle>
            <DialogDescription>
              For someone who asked you in person or by phone. They won&apos;t get any texts from you, and SMS is turned
              off for customers with this number.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="opt-out-phone">Phone number</Label>
              <Input
                id="opt-out-phone"
                type="tel"
                autoComplete="off"
                placeholder="(415) 555-0100"
                aria-invalid={Boolean(message) || undefined}
                aria-describedby="opt-out-phone-hint"
                disabled={add.isPending}
                autoFocus
                {...phone}
              />
              <FieldHint id="opt-out-phone-hint">
                Include the country code for numbers from abroad (e.g. +44).
              </FieldHint>
            </div>
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add number'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
