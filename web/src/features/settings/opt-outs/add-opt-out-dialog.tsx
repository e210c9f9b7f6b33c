import { zodResolver } from '@hookform/resolvers/zod';
import { type TAddSmsOptOut, ZAddSmsOptOut } from '@regulars/contracts';
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
import { useAppWords } from '../../../lib/app-words.tsx';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { settingsMessageIn } from '../settings-refusals.ts';

/** The team admin puts a number on the list by hand: someone who asked in person, or a complaint. */
export function AddOptOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const words = useAppWords();
  const { t } = words;
  const add = useAddSmsOptOut();
  const form = useForm<TAddSmsOptOut>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZAddSmsOptOut, IN_OUR_WORDS),
    defaultValues: { phone: '' },
  });
  // The contract's or the server's English, in the user's words.
  const english = formMessage(form.formState.errors, ['phone']);
  const message = english && settingsMessageIn(words, english, 'settings.optOuts.addFailed');
  const phone = form.register('phone', { onChange: () => form.clearErrors() });

  function close(next: boolean) {
    if (add.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) =>
    add.mutate(values.phone, {
      onSuccess: () => {
        toast.success(t('settings.optOuts.added'));
        form.reset();
        onOpenChange(false);
      },
      onError: (caught) =>
        form.setError(SERVER_ERROR, { message: errorMessage(caught, t('settings.optOuts.addFailed')) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents" aria-label={t('settings.optOuts.addForm')}>
          <DialogHeader>
            <DialogTitle>{t('settings.optOuts.addTitle')}</DialogTitle>
            <DialogDescription>{t('settings.optOuts.addDescription')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="opt-out-phone">{t('settings.optOuts.phone')}</Label>
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
              <FieldHint id="opt-out-phone-hint">{t('settings.optOuts.phoneHint')}</FieldHint>
            </div>
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {add.isPending ? t('settings.optOuts.adding') : t('settings.optOuts.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
