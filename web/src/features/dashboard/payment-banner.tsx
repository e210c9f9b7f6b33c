import { X } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';

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
  return (
    <Alert tone={banner.tone}>
      <div className="flex items-start justify-between gap-4">
        <p>
          <strong className="font-semibold">{banner.title}</strong> {banner.text}
        </p>
        <button
          type="button"
          onClick={clear}
          className="-mt-0.5 rounded p-0.5 opacity-70 hover:opacity-100"
          aria-label="Dismiss"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </Alert>
  );
}
