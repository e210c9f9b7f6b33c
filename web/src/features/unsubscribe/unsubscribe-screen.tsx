import { type TUnsubscribeWords, UNSUBSCRIBE_TEXT } from '@regulars/contracts';
import { MailCheck, MailX } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { useUnsubscribe, useUnsubscribeState } from '../../api/unsubscribe.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { refusalWords } from '../../lib/refusal-words.ts';
import { usePageLanguage } from '../../lib/use-page-language.ts';
import { BusinessMark, PublicPageLayout } from '../branding/index.ts';

/** When the server was not reached, it could not say which language: English, its own words. */
const UNREACHED = { invalidTitle: 'Link not valid', invalid: UNSUBSCRIBE_TEXT.invalid };

const CARD = 'rounded-2xl bg-white px-6 py-8 text-center shadow-xl shadow-gray-900/5 ring-1 ring-gray-200 sm:px-8';

/**
 * /unsubscribe/{token}, the link at the foot of every email to a customer, in the business's brand (its name, logo
 * and colour; no platform mark on a white-label plan). Opening it changes nothing (mail scanners open links); the
 * button unsubscribes. Mail clients' own button posts to the same address (RFC 8058).
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  const refused = state.isError ? refusalWords<TUnsubscribeWords>(state.error) : null;
  usePageLanguage(state.data?.language ?? refused?.language ?? null);
  if (state.isPending) {
    // Nothing to read yet (the words come with the answer): a busy region, not a named spinner.
    return (
      <PublicPageLayout footer={false}>
        <div className="mt-24 flex justify-center" aria-busy="true">
          <Spinner className="size-8 text-white" />
        </div>
      </PublicPageLayout>
    );
  }
  // No business is known from a broken link: no one's brand, and no platform's mark either; the visitor's language.
  if (state.isError) {
    return (
      <PublicPageLayout footer={false}>
        <div className={`mt-16 ${CARD}`}>
          <MailX className="mx-auto size-10 text-gray-400" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold text-gray-900">
            {refused?.words.invalidTitle ?? UNREACHED.invalidTitle}
          </h1>
          <p className="mt-2 text-sm text-gray-500">{errorMessage(state.error, UNREACHED.invalid)}</p>
        </div>
      </PublicPageLayout>
    );
  }
  const { businessName, brand, unsubscribed, words } = state.data;
  return (
    <PublicPageLayout brand={brand} poweredBy={words.poweredBy}>
      <header className="flex flex-col items-center text-center text-white">
        <BusinessMark name={businessName} logo={brand.logo} />
        <p className="mt-3 text-base font-semibold text-white/95" data-testid="unsubscribe-business-name">
          {businessName}
        </p>
        <p className="mt-1 text-sm text-brand-100">{words.preferences}</p>
      </header>
      <div className={`mt-8 ${CARD}`}>
        {unsubscribed ? (
          <>
            <MailCheck className="mx-auto size-10 text-emerald-500" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-gray-900">{words.doneTitle}</h1>
            <p className="mt-2 text-sm text-gray-500">{words.done}</p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-gray-900">{words.question}</h1>
            <p className="mt-2 text-sm leading-6 text-gray-500">{words.willStop}</p>
            {unsubscribe.isError && (
              <Alert tone="error" className="mt-4 text-left">
                {words.failed}
              </Alert>
            )}
            <Button className="mt-6 w-full" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {words.button}
            </Button>
          </>
        )}
      </div>
    </PublicPageLayout>
  );
}
