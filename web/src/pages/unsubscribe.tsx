import { UNSUBSCRIBE_TEXT } from '@regulars/contracts';
import { MailCheck, MailX } from 'lucide-react';
import { useParams } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { useUnsubscribe, useUnsubscribeState } from '../api/unsubscribe.ts';
import { CenteredPage } from '../components/layout/centered-page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

/**
 * /unsubscribe/{token}, the link at the foot of every email to a customer. Opening it changes nothing (mail
 * scanners open links); the button unsubscribes. Mail clients' own button posts to the same address (RFC 8058).
 */
export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  return (
    <CenteredPage>
      <div className="rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        {state.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6 text-gray-400" label="Loading" />
          </div>
        ) : state.isError ? (
          <>
            <MailX className="mx-auto size-10 text-gray-400" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-gray-900">Link not valid</h1>
            <p className="mt-2 text-sm text-gray-500">{errorMessage(state.error, UNSUBSCRIBE_TEXT.invalid)}</p>
          </>
        ) : state.data.unsubscribed ? (
          <>
            <MailCheck className="mx-auto size-10 text-emerald-500" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-gray-900">You're unsubscribed</h1>
            <p className="mt-2 text-sm text-gray-500">
              {state.data.businessName} will not email {state.data.email ?? 'you'} again.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-gray-900">Unsubscribe from {state.data.businessName}?</h1>
            <p className="mt-2 text-sm text-gray-500">
              {state.data.email ?? 'You'} will stop getting emails from {state.data.businessName}. Your points and
              rewards stay as they are.
            </p>
            {unsubscribe.isError && (
              <Alert tone="error" className="mt-4 text-left">
                {errorMessage(unsubscribe.error, UNSUBSCRIBE_TEXT.failed)}
              </Alert>
            )}
            <Button className="mt-6 w-full" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              Unsubscribe
            </Button>
          </>
        )}
      </div>
    </CenteredPage>
  );
}
