import type { TEnrolmentResponse, TSignupFormWords } from '@regulars/contracts';
import { Gift, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { type TJoinedWith, useSignupForm } from '../../api/enrolment.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { refusalWords } from '../../lib/refusal-words.ts';
import { usePageLanguage } from '../../lib/use-page-language.ts';
import { releaseWebFont } from '../../lib/web-font-after-paint.ts';
import { BusinessMark, PublicPageLayout } from '../branding/index.ts';
import { PROGRAM_TYPE_VISUALS } from '../programs/index.ts';
import { UNREACHED_WORDS } from './english-words.ts';
import { EnrolmentForm } from './enrolment-form.tsx';
import { EnrolmentSuccess } from './enrolment-success.tsx';
import { InvitationBanner } from './invitation-banner.tsx';
import { SignupFormClosed } from './signup-form-closed.tsx';
import { SignupFormNotFound } from './signup-form-not-found.tsx';

/**
 * Target of the QR sign-up link (/signup-form/:code): a customer joins the business's rewards. With a friend's
 * referral code the form says who invited them and what they get, and the join is the friend's referral.
 */
export function SignupFormScreen({ code, referralCode = null }: { code: string; referralCode?: string | null }) {
  const form = useSignupForm(code, referralCode);
  const [result, setResult] = useState<TEnrolmentResponse | null>(null);
  const [joined, setJoined] = useState<TJoinedWith | null>(null);
  // Inter once the form (or what stands in its place) is drawn, not before (root.tsx holds it back).
  const drawn = form.status !== 'pending';
  const refused = form.status === 'error' ? refusalWords<TSignupFormWords>(form.error) : null;
  usePageLanguage(form.status === 'success' ? form.data.language : (refused?.language ?? null));
  useEffect(() => {
    if (drawn) releaseWebFont();
  }, [drawn]);

  if (form.status === 'pending') {
    // Nothing to read yet (the words come with the form): a busy region, not a named spinner.
    return (
      <PublicPageLayout footer={false}>
        <div className="mt-24 flex justify-center" aria-busy="true">
          <Spinner className="size-8 text-white" />
        </div>
      </PublicPageLayout>
    );
  }
  if (form.status === 'error') {
    if (refused && form.error instanceof ApiError && form.error.status === 404) {
      return <SignupFormNotFound words={refused.words} />;
    }
    if (refused && form.error instanceof ApiError && form.error.status === 403) {
      return <SignupFormClosed words={refused.words} />;
    }
    return (
      <PublicPageLayout poweredBy={UNREACHED_WORDS['common.poweredBy']}>
        <div className="mt-16 space-y-4 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-200">
          <Alert tone="error" title={UNREACHED_WORDS['common.somethingWentWrong']}>
            {errorMessage(form.error)}
          </Alert>
          <Button variant="secondary" className="w-full" onClick={() => form.refetch()}>
            {UNREACHED_WORDS['common.tryAgain']}
          </Button>
        </div>
      </PublicPageLayout>
    );
  }

  const info = form.data;
  const { words } = info;
  return (
    <PublicPageLayout brand={info.brand} poweredBy={words['common.poweredBy']}>
      <header className="flex flex-col items-center text-center text-white">
        <BusinessMark name={info.businessName} logo={info.brand.logo} />
        <p className="mt-3 text-base font-semibold text-white/95">{info.businessName}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">
          {result ? words['join.welcomeTitle'] : words['join.title']}
        </h1>
        {info.locationName && !result && (
          <p className="mt-1 inline-flex items-center gap-1 text-xs text-brand-100/90">
            <MapPin className="size-3.5" aria-hidden />
            {info.locationName}
          </p>
        )}
      </header>

      <div className="mt-6">
        {info.invitation && !result && <InvitationBanner invitation={info.invitation} />}
        {result ? (
          <EnrolmentSuccess result={result} joined={joined} words={words} />
        ) : (
          <div className="rounded-2xl bg-white px-5 py-6 shadow-xl shadow-gray-900/5 ring-1 ring-gray-200 sm:px-6">
            {(info.welcomePoints > 0 || info.programs.length > 0) && (
              <div className="mb-6 space-y-3">
                {info.welcomePoints > 0 && (
                  <div className="flex items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
                    <Gift className="size-5 shrink-0 text-amber-500" aria-hidden />
                    <p className="text-sm font-medium">{words.bonusPoints}</p>
                  </div>
                )}
                <ul className="space-y-2">
                  {info.programs.map((program) => {
                    const visual = PROGRAM_TYPE_VISUALS[program.type];
                    return (
                      <li key={program.name} className="flex items-start gap-3">
                        <span className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${visual.tile}`}>
                          <visual.icon className="size-4" aria-hidden />
                        </span>
                        <span className="min-w-0">
                          <span className="block text-sm font-semibold text-gray-900">{program.name}</span>
                          <span className="block text-xs text-gray-500">{program.summary}</span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            <EnrolmentForm
              code={code}
              info={info}
              onEnrolled={(answer, joinedWith) => {
                setJoined(joinedWith);
                setResult(answer);
              }}
            />
          </div>
        )}
      </div>
    </PublicPageLayout>
  );
}
