import { zodResolver } from '@hookform/resolvers/zod';
import { type TPortalLoginRequest, ZPortalLoginRequest } from '@regulars/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { usePortalLogin } from '../../api/portal-sign-in.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { useWords } from '../../lib/words.tsx';
import { isPortalLock, portalFormMessage, portalRefusalIn } from './login-error.ts';
import { PhoneField } from './phone-field.tsx';
import { PinField } from './pin-field.tsx';
import { type TBusinessChoice, usePortalEntry } from './use-portal-entry.ts';

type Props = {
  /** The phone to start with (coming back from Forgot PIN). */
  initialPhone: string;
  onChoose: (choices: TBusinessChoice[]) => void;
  /** Forgot PIN?, with the phone typed so far. */
  onForgotPin: (phone: string) => void;
};

/** Phone and PIN; the red box shows the portal's refusal (unknown phone, portal off, wrong PIN, locked). */
export function PortalLoginForm({ initialPhone, onChoose, onForgotPin }: Props) {
  const words = useWords();
  const { t } = words;
  const enter = usePortalEntry();
  const form = useForm<TPortalLoginRequest>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZPortalLoginRequest),
    defaultValues: { phone: initialPhone, pin: '' },
  });
  const signIn = usePortalLogin({
    onSuccess: (response) => enter(response, onChoose),
    onError: (error) => form.setError(SERVER_ERROR, { message: portalRefusalIn(words, error) }),
  });
  const [phone, pin] = useWatch({ control: form.control, name: ['phone', 'pin'] });
  // Still busy once signed in: the page is on its way to the dashboard.
  const pending = signIn.isPending || (signIn.isSuccess && signIn.data.status === 'signed_in');
  const empty = phone.trim() === '' || pin === '';
  const message = portalFormMessage(words, form.formState.errors, ['phone', 'pin']);
  // Locked out: a texted code is the way back in, offered right where the refusal is read.
  const locked = Boolean(message) && signIn.isError && isPortalLock(signIn.error);

  return (
    <form
      className="mt-8 space-y-5"
      onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
      noValidate
      aria-label={t('portalIn.formLabel')}
    >
      <div className="space-y-1.5">
        <Label htmlFor="portal-phone">{t('portalIn.phone')}</Label>
        <PhoneField
          id="portal-phone"
          className="h-11 text-base sm:text-sm"
          disabled={pending}
          required
          {...form.register('phone')}
        />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor="portal-pin">{t('portalIn.pin')}</Label>
          <button
            type="button"
            className="rounded text-sm font-medium text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => onForgotPin(form.getValues('phone'))}
          >
            {t('portalIn.forgotPin')}
          </button>
        </div>
        <PinField
          id="portal-pin"
          className="h-11 text-base sm:text-sm"
          autoComplete="current-password"
          aria-describedby="portal-pin-hint"
          disabled={pending}
          required
          {...form.register('pin')}
        />
        <FieldHint id="portal-pin-hint">{t('portalIn.pinHint')}</FieldHint>
      </div>

      {message && (
        <Alert tone="error">
          {message}
          {locked && (
            <>
              {' '}
              <button
                type="button"
                className="font-semibold underline underline-offset-2"
                onClick={() => onForgotPin(form.getValues('phone'))}
              >
                {t('portalIn.forgotPin')}
              </button>
            </>
          )}
        </Alert>
      )}

      <Button type="submit" size="lg" className="w-full" loading={pending} disabled={empty}>
        {pending ? t('portalIn.loggingIn') : t('portalIn.logIn')}
      </Button>
    </form>
  );
}
