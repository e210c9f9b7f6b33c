import { zodResolver } from '@hookform/resolvers/zod';
import { AGENCY_MESSAGES, type TCreateClient, ZCreateClient } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useAddClient } from '../../api/agency.ts';
import { errorMessage } from '../../api/client.ts';
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
import { formMessage, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';

/** Adds a client business on the agency's plan: only its name is needed; everything else is set up inside it. */
export function AddClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddClient();
  const form = useForm<TCreateClient>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateClient),
    defaultValues: { companyName: '' },
  });
  const message = formMessage(form.formState.errors, ['companyName']);

  function close(next: boolean) {
    if (add.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (client) => {
        toast.success(AGENCY_MESSAGES.added(client.companyName));
        form.reset();
        onOpenChange(false);
      },
      onError: (caught) => form.setError(SERVER_ERROR, { message: errorMessage(caught, AGENCY_MESSAGES.addFailed) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>Add client business</DialogTitle>
            <DialogDescription>
              A business of its own on your plan: its customers, programs, messages and credits stay apart from every
              other.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="client-name">Business name</Label>
              <Input
                id="client-name"
                autoComplete="off"
                placeholder="Harbor Café"
                aria-invalid={Boolean(message) || undefined}
                disabled={add.isPending}
                autoFocus
                {...form.register('companyName', { onChange: () => form.clearErrors() })}
              />
              <FieldHint>Its customers see this name. You can invite its owner once it is added.</FieldHint>
            </div>
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add client'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
