import { zodResolver } from '@hookform/resolvers/zod';
import { type TCreateClient, ZCreateClient } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useAddClient } from '../../api/agency.ts';
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
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { clientMessageIn, clientRefusal } from './client-refusals.ts';

/** Adds a client business on the agency's plan: only its name is needed; everything else is set up inside it. */
export function AddClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const words = useAppWords();
  const { t } = words;
  const add = useAddClient();
  const form = useForm<TCreateClient>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateClient),
    defaultValues: { companyName: '' },
  });
  // The name's check (the contract's English) in the user's words, else the server's answer (already in them).
  const errors = form.formState.errors;
  const message = errors.companyName?.message
    ? clientMessageIn(words, errors.companyName.message, 'clients.addDialog.nameRequired')
    : errors.root?.server?.message;

  function close(next: boolean) {
    if (add.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (client) => {
        toast.success(t('clients.addDialog.added', { name: client.companyName }));
        form.reset();
        onOpenChange(false);
      },
      onError: (caught) =>
        form.setError(SERVER_ERROR, { message: clientRefusal(words, caught, 'clients.addDialog.failed') }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{t('clients.addDialog.title')}</DialogTitle>
            <DialogDescription>{t('clients.addDialog.description')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="client-name">{t('clients.addDialog.name')}</Label>
              <Input
                id="client-name"
                autoComplete="off"
                placeholder={t('clients.addDialog.namePlaceholder')}
                aria-invalid={Boolean(message) || undefined}
                disabled={add.isPending}
                autoFocus
                {...form.register('companyName', { onChange: () => form.clearErrors() })}
              />
              <FieldHint>{t('clients.addDialog.nameHint')}</FieldHint>
            </div>
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
              {t('clients.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {add.isPending ? t('clients.addDialog.adding') : t('clients.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
