import { ArrowLeft, Gift } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWords } from '../../lib/words.tsx';
import { StepIcon } from '../auth/index.ts';
import { ChooseBusiness } from './choose-business.tsx';
import { ContactBusinessDialog } from './contact-business-dialog.tsx';
import { ForgotPin } from './forgot-pin.tsx';
import { PortalLoginForm } from './portal-login-form.tsx';
import type { TBusinessChoice } from './use-portal-entry.ts';

type TStep =
  | { name: 'login'; phone: string }
  | { name: 'forgot'; phone: string }
  | { name: 'choose'; choices: TBusinessChoice[] };

/**
 * The portal's way in, all on one screen: phone and PIN (with Back to Home), Forgot PIN, and the business choice
 * when there is one. Each step but the first has its own way back to it. On a business's own domain there is no home
 * to go back to (its root is this page): `homeLink` false leaves Back to Home out.
 */
export function PortalSignIn({ homeLink = true }: { homeLink?: boolean }) {
  const { t } = useWords();
  const [step, setStep] = useState<TStep>({ name: 'login', phone: '' });
  const choose = (choices: TBusinessChoice[]) => setStep({ name: 'choose', choices });

  if (step.name === 'choose') {
    return <ChooseBusiness choices={step.choices} onBack={() => setStep({ name: 'login', phone: '' })} />;
  }
  if (step.name === 'forgot') {
    return (
      <ForgotPin initialPhone={step.phone} onChoose={choose} onBack={(phone) => setStep({ name: 'login', phone })} />
    );
  }
  return (
    <div>
      <StepIcon>
        <Gift className="size-6" aria-hidden />
      </StepIcon>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('portalIn.title')}</h1>
      <p className="mt-2 text-sm text-gray-500">{t('portalIn.intro')}</p>
      <PortalLoginForm
        initialPhone={step.phone}
        onChoose={choose}
        onForgotPin={(phone) => setStep({ name: 'forgot', phone })}
      />
      <div className="relative my-6 flex items-center" aria-hidden>
        <div className="flex-1 border-t border-gray-200" />
        <span className="px-3 text-xs font-medium text-gray-500">{t('portalIn.newHere')}</span>
        <div className="flex-1 border-t border-gray-200" />
      </div>
      <ContactBusinessDialog />
      {homeLink && (
        <Link
          to="/"
          className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-gray-500 hover:text-gray-900"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('common.backToHome')}
        </Link>
      )}
    </div>
  );
}
