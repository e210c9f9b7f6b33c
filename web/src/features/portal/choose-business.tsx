import { ArrowLeft, ChevronRight, Store } from 'lucide-react';
import { usePortalChoose } from '../../api/portal-sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useWords } from '../../lib/words.tsx';
import { StepIcon } from '../auth/index.ts';
import { portalRefusalIn } from './login-error.ts';
import { type TBusinessChoice, usePortalEntry } from './use-portal-entry.ts';

/** A phone and PIN known to several businesses: the customer picks whose rewards to see. */
export function ChooseBusiness({ choices, onBack }: { choices: TBusinessChoice[]; onBack: () => void }) {
  const words = useWords();
  const { t } = words;
  const enter = usePortalEntry();
  const choose = usePortalChoose({
    onSuccess: (response) => enter(response, () => undefined),
  });
  const busy = choose.isPending || choose.isSuccess;

  return (
    <div>
      <StepIcon>
        <Store className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('portalRefusal.chooseBusiness')}</h1>
      <p className="mt-2 text-sm text-gray-500">{t('portalIn.chooseIntro')}</p>
      <ul className="mt-8 space-y-3" aria-label={t('portalIn.businesses')}>
        {choices.map((choice) => (
          <li key={choice.customerId}>
            <button
              type="button"
              className="flex w-full items-center gap-4 rounded-xl border border-gray-200 bg-white px-4 py-3.5 text-left shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
              onClick={() => choose.mutate(choice)}
              disabled={busy}
            >
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-base font-bold text-white"
                aria-hidden
              >
                {choice.businessName.trim().charAt(0).toUpperCase() || '★'}
              </span>
              <span className="min-w-0 flex-1 font-semibold break-words text-gray-900">{choice.businessName}</span>
              {choose.isPending && choose.variables?.customerId === choice.customerId ? (
                <Spinner className="size-5 text-brand-600" />
              ) : (
                <ChevronRight className="size-5 shrink-0 text-gray-400" aria-hidden />
              )}
            </button>
          </li>
        ))}
      </ul>
      {choose.isError && (
        <Alert tone="error" className="mt-5">
          {portalRefusalIn(words, choose.error)}
        </Alert>
      )}
      <button
        type="button"
        className="mt-8 inline-flex items-center gap-1.5 rounded text-sm font-medium text-gray-500 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={onBack}
        disabled={busy}
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('portalIn.useAnotherPhone')}
      </button>
    </div>
  );
}
