import { zodResolver } from '@hookform/resolvers/zod';
import { CLOSING_GRACE_DAYS, type TCloseBusiness, ZCloseBusiness } from '@regulars/contracts';
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
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';
import { closingMessageIn, closingRefusal } from './closing-refusals.ts';

/** Confirming the close: the admin types the business's name, as GitHub and Stripe ask before anything final. */
export function CloseBusinessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const words = useAppWords();
  const { t } = words;
  const status = useClosingStatus({ enabled: open });
  const close = useCloseBusiness();
  const form = useForm<TCloseBusiness>({
    resolver: zodResolver(ZCloseBusiness),
    defaultValues: { confirmName: '' },
    reValidateMode: 'onSubmit',
  });
  const name = status.data?.companyName ?? '';
  const typed = form.watch('confirmName');
  // The contract's or the server's English, in the user's words.
  const english = form.formState.errors.confirmName?.message;
  const error = english && closingMessageIn(words, english, 'settings.close.failed');
  const [beforeLink, afterLink] = partsAround((link) => t('settings.close.downloadFirst', { link }));
  const [beforeName, afterName] = partsAround((mark) => t('settings.close.typeName', { name: mark }));

  useEffect(() => {
    if (!open) form.reset({ confirmName: '' });
  }, [open, form]);

  const submit = form.handleSubmit((values) =>
    close.mutate(values, {
      onError: (error) => {
        form.setError('confirmName', { message: errorMessage(error) });
        toast.error(t('settings.close.failed'), { description: closingRefusal(words, error) });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {name ? t('settings.close.dialogTitle', { name }) : t('settings.close.dialogTitleUnnamed')}
          </DialogTitle>
          <DialogDescription>{t('settings.close.dialogDescription', { days: CLOSING_GRACE_DAYS })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label={t('settings.close.title')} className="contents">
          <DialogBody className="space-y-4">
            <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <p className="font-medium">{t('settings.close.exported')}</p>
              <p className="mt-0.5 text-amber-800">
                {beforeLink}
                <Link
                  to="/settings#data"
                  className="font-medium underline underline-offset-2"
                  onClick={() => onOpenChange(false)}
                >
                  {t('settings.data.exportTitle')}
                </Link>
                {afterLink}
              </p>
            </div>
            <ul className="list-disc space-y-1 pl-5 text-sm text-gray-600 marker:text-gray-300">
              <li>{t('settings.close.subscriptionNote')}</li>
              <li>{t('settings.close.stopsNote')}</li>
              <li>{t('settings.close.reopenNote', { days: CLOSING_GRACE_DAYS })}</li>
            </ul>
            <div className="space-y-1.5">
              <Label htmlFor="close-confirm-name">
                {beforeName}
                <span className="font-semibold text-gray-900">{name || '…'}</span>
                {afterName}
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
              {t('settings.close.keep')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              loading={close.isPending}
              disabled={!name || typed.trim() !== name.trim()}
            >
              {close.isPending ? t('settings.close.closing') : t('settings.close.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
