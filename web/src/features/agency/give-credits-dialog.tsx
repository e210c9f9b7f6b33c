import { zodResolver } from '@hookform/resolvers/zod';
import { AGENCY_LIMITS, AGENCY_MESSAGES, type TGiveClientCredits, ZGiveClientCredits } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { useGiveClientCredits } from '../../api/agency.ts';
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
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formMessage, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { formatCount, formatCountOf } from '../../lib/format-number.ts';

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
  const give = useGiveClientCredits();
  const form = useForm<TGiveClientCredits>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZGiveClientCredits),
    defaultValues: { credits: undefined },
  });
  const message = formMessage(form.formState.errors, ['credits']);

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
          toast.success(AGENCY_MESSAGES.creditsGiven(values.credits, answer.client.companyName));
          form.reset();
          onClose();
        },
        onError: (caught) =>
          form.setError(SERVER_ERROR, { message: errorMessage(caught, AGENCY_MESSAGES.creditsFailed) }),
      },
    );
  });

  return (
    <Dialog open={client !== null} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>Give credits to {client?.companyName}</DialogTitle>
            <DialogDescription>
              They come from your agency's balance and pay for its texts past the plan's monthly allowance. What it has
              not used comes back to you if it moves to its own subscription.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <p className="text-sm text-gray-700" data-testid="give-credits-balances">
              Your agency has {formatCountOf(agencyCredits, 'credit')}; {client?.companyName} has{' '}
              {formatCountOf(client?.credits ?? 0, 'credit')}.
            </p>
            <TextField
              id="give-credits-amount"
              label="Credits to give"
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
                  ? `At most ${formatCount(Math.min(agencyCredits, AGENCY_LIMITS.creditsGiven))}: what your agency has.`
                  : "Your agency has no credits to give yet: a paid plan's credits come with its first payment."
              }
              {...form.register('credits', { valueAsNumber: true, onChange: () => form.clearErrors() })}
            />
            {message && <Alert tone="error">{message}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={close} disabled={give.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={give.isPending}>
              {give.isPending ? 'Giving...' : 'Give credits'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
