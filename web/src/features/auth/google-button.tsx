import { useGoogleSignIn } from '../../api/sign-in.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { signinRefusal } from './signin-refusals.ts';

type GoogleButtonProps = { label: string; onError: (message: string) => void; disabled?: boolean };

/** 'Sign in with Google' / 'Sign up with Google'; only rendered when the server has Google configured. */
export function GoogleButton({ label, onError, disabled }: GoogleButtonProps) {
  const words = useAppWords();
  const start = useGoogleSignIn({
    // better-auth's refusal (or the client's), in the visitor's words.
    onError: (error) => onError(signinRefusal(words, error)),
  });
  // Still busy after success: the page is on its way to Google.
  const pending = start.isPending || start.isSuccess;

  return (
    <Button variant="secondary" className="w-full" onClick={() => start.mutate()} loading={pending} disabled={disabled}>
      {!pending && <GoogleMark />}
      {label}
    </Button>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.05l3.66 2.84c.87-2.6 3.3-4.51 6.16-4.51z"
      />
    </svg>
  );
}

/** Google first, then the divider, above an email form; `null` when the server has no Google sign-in. */
export function GoogleSection({ enabled, ...button }: GoogleButtonProps & { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <div className="mt-8">
      <GoogleButton {...button} />
      <OrDivider />
    </div>
  );
}

function OrDivider() {
  const { t } = useAppWords();
  return (
    <div className="relative my-6" aria-hidden>
      <div className="absolute inset-0 flex items-center">
        <div className="w-full border-t border-gray-200" />
      </div>
      <div className="relative flex justify-center text-xs">
        <span className="bg-white px-3 text-gray-500">{t('signin.orEmail')}</span>
      </div>
    </div>
  );
}
