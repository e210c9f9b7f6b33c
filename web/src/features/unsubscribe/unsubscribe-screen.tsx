import { UNSUBSCRIBE_TEXT } from '@regulars/contracts';
import { MailCheck, MailX } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { useUnsubscribe, useUnsubscribeState } from '../../api/unsubscribe.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BusinessMark, PublicPageLayout } from '../branding/index.ts';

const CARD = 'rounded-2xl bg-white px-6 py-8 text-center shadow-xl shadow-gray-900/5 ring-1 ring-gray-200 sm:px-8';

/**
 * /unsubscribe/{token}, the link at the foot of every email to a customer, in the business's brand (its name, logo
 * and colour; no platform mark on a white-label plan). Opening it changes nothing (mail scanners open links); the
 * button unsubscribes. Mail clients' own button posts to the same address (RFC 8058).
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  if (state.isPending) {
    return (
      <PublicPageLayout footer={false}>
        <div className="mt-24 flex justify-center">
          <Spinner className="size-8 text-white" label="Loading" />
        </div>
      </PublicPageLayout>
    );
  }
  // No business is known from a broken link: no one's brand, and no platform's mark either.
  if (state.isError) {
    return (
      <PublicPageLayout footer={false}>
        <div className={`mt-16 ${CARD}`}>
          <MailX className="mx-auto size-10 text-gray-400" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold text-gray-900">Link not valid</h1>
          <p className="mt-2 text-sm text-gray-500">{errorMessage(state.error, UNSUBSCRIBE_TEXT.invalid)}</p>
        </div>
      </PublicPageLayout>
    );
  }
  const { businessName, brand, email, unsubscribed } = state.data;
  return (
    <PublicPageLayout brand={brand}>
      <header className="flex flex-col items-center text-center text-white">
        <BusinessMark name={businessName} logo={brand.logo} />
        <p className="mt-3 text-base font-semibold text-white/95" data-testid="unsubscribe-business-name">
          {businessName}
        </p>
        <p className="mt-1 text-sm text-brand-100">Email preferences</p>
      </header>
      <div className={`mt-8 ${CARD}`}>
        {unsubscribed ? (
          <>
            <MailCheck className="mx-auto size-10 text-emerald-500" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-gray-900">You're unsubscribed</h1>
            <p className="mt-2 text-sm text-gray-500">
              {businessName} will not email {email ?? 'you'} again.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-gray-900">Unsubscribe from {businessName}?</h1>
            <p className="mt-2 text-sm leading-6 text-gray-500">
              {email ?? 'You'} will stop getting emails from {businessName}; your points and rewards stay as they are.
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
    </PublicPageLayout>
  );
}
