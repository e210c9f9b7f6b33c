import { zodResolver } from '@hookform/resolvers/zod';
import { AGENCY_LIMITS, type TGiveClientCredits, ZGiveClientCredits } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useGiveClientCredits } from '../../api/agency.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { clientMessageIn, clientRefusal } from './client-refusals.ts';

/**
 * Gives a client credits from the agency's own balance (issue 47): a client has no plan credits of its own, so these
 * pay for its texts past the plan's monthly allowance. What it has not used comes back when it leaves the agency.
 */
export function GiveCreditsDialog({
  client,
  agencyCredits,
  onClose,
}: {
  client: { id: string; companyName: string; credits: number } | null;
  agencyCredits: number;
  onClose: () => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const give = useGiveClientCredits();
  const form = useForm<TGiveClientCredits>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZGiveClientCredits),
    defaultValues: { credits: undefined },
  });
  // The amount's check (the contract's English) in the user's words, else the server's answer (already in them).
  const errors = form.formState.errors;
  const message = errors.credits?.message
    ? clientMessageIn(words, errors.credits.message, 'clients.credits.amountRule')
    : errors.root?.server?.message;
  const name = client?.companyName ?? '';

  function close() {
    if (give.isPending) return;
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit((values) => {
    if (!client) return;
    give.mutate(
      { clientId: client.id, credits: values.credits },
      {
        onSuccess: (answer) => {
          toast.success(t('clients.credits.given', { count: values.credits, name: answer.client.companyName }));
          form.reset();
          onClose();
        },
        onError: (caught) =>
          form.setError(SERVER_ERROR, {
            message: clientRefusal(words, caught, 'clients.credits.failed', {
              clientName: client.companyName,
              wanted: values.credits,
            }),
          }),
      },
    );
  });

  return (
    <Dialog open={client !== null} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{t('clients.credits.title', { name })}</DialogTitle>
            <DialogDescription>{t('clients.credits.description')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <p className="text-sm text-gray-700" data-testid="give-credits-balances">
              {t('clients.credits.balances', { agency: agencyCredits, name, client: client?.credits ?? 0 })}
            </p>
            <TextField
              id="give-credits-amount"
              label={t('clients.credits.amount')}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.min(AGENCY_LIMITS.creditsGiven, Math.max(agencyCredits, 1))}
              step={1}
              autoComplete="off"
              aria-invalid={Boolean(message) || undefined}
              disabled={give.isPending}
              autoFocus
              hint={
                agencyCredits > 0
                  ? t('clients.credits.atMost', {
                      max: formatCountIn(Math.min(agencyCredits, AGENCY_LIMITS.creditsGiven), words.locale),
                    })
                  : t('clients.credits.noneToGive')
              }
              {...form.register('credits', { valueAsNumber: true, onChange: () => form.clearErrors() })}
            />
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={close} disabled={give.isPending}>
              {t('clients.cancel')}
            </Button>
            <Button type="submit" loading={give.isPending}>
              {give.isPending ? t('clients.credits.giving') : t('clients.credits.give')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
