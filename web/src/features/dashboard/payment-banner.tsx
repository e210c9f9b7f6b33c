import { X } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSubscription } from '../../api/billing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { trialStarted } from './trial-started.ts';

export const PAYMENT_BANNER_MS = 10_000;

const banners = {
  success: {
    tone: 'success',
    title: 'Payment Successful!',
    text: 'Your subscription has been activated. Thank you for upgrading!',
  },
  cancelled: {
    tone: 'info',
    title: 'Payment Cancelled.',
    text: 'Your payment was cancelled. You can upgrade anytime from the Subscription page.',
  },
} as const;

/** After checkout: ?payment=success|cancelled shows a banner for 10 s, then the parameter is cleared. */
export function PaymentBanner() {
  const [searchParams, setSearchParams] = useSearchParams();
  const payment = searchParams.get('payment');
  const banner = payment === 'success' || payment === 'cancelled' ? banners[payment] : null;

  const clear = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('payment');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (!payment) return;
    const timer = setTimeout(clear, banner ? PAYMENT_BANNER_MS : 0);
    return () => clearTimeout(timer);
  }, [payment, banner, clear]);

  if (!banner) return null;
  if (payment === 'success') return <SuccessBanner onDismiss={clear} />;
  return <Banner {...banner} onDismiss={clear} />;
}

/**
 * A checkout that started a free trial charged nothing: saying "Payment Successful!" would not be true. The
 * subscription (read after the checkout) tells which it was.
 */
function SuccessBanner({ onDismiss }: { onDismiss: () => void }) {
  const summary = useSubscription();
  if (summary.isPending) return null;
  const trial = summary.data && trialStarted(summary.data);
  if (trial) return <Banner tone="success" title={trial.title} text={trial.text} onDismiss={onDismiss} />;
  return <Banner {...banners.success} onDismiss={onDismiss} />;
}

function Banner({
  tone,
  title,
  text,
  onDismiss,
}: {
  tone: 'success' | 'info';
  title: string;
  text: string;
  onDismiss: () => void;
}) {
  return (
    <Alert tone={tone} data-testid="payment-banner">
      <div className="flex items-start justify-between gap-4">
        <p>
          <strong className="font-semibold">{title}</strong> {text}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="-mt-0.5 rounded p-0.5 opacity-70 hover:opacity-100"
          aria-label="Dismiss"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </Alert>
  );
}
