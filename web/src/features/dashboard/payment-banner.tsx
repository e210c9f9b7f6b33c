import type { TAppMessageKey } from '@regulars/contracts';
import { X } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSubscription } from '../../api/billing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { trialStarted } from './trial-started.ts';

export const PAYMENT_BANNER_MS = 10_000;

const banners: Record<
  'success' | 'cancelled',
  { tone: 'success' | 'info'; title: TAppMessageKey; text: TAppMessageKey }
> = {
  success: {
    tone: 'success',
    title: 'dashboard.payment.successTitle',
    text: 'dashboard.payment.successText',
  },
  cancelled: {
    tone: 'info',
    title: 'dashboard.payment.cancelledTitle',
    text: 'dashboard.payment.cancelledText',
  },
};

/** After checkout: ?payment=success|cancelled shows a banner for 10 s, then the parameter is cleared. */
export function PaymentBanner() {
  const { t } = useAppWords();
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
  return <Banner tone={banner.tone} title={t(banner.title)} text={t(banner.text)} onDismiss={clear} />;
}

/**
 * A checkout that started a free trial charged nothing: saying "Payment Successful!" would not be true. The
 * subscription (read after the checkout) tells which it was.
 */
function SuccessBanner({ onDismiss }: { onDismiss: () => void }) {
  const words = useAppWords();
  const summary = useSubscription();
  if (summary.isPending) return null;
  const trial = summary.data && trialStarted(summary.data, words);
  if (trial) return <Banner tone="success" title={trial.title} text={trial.text} onDismiss={onDismiss} />;
  const { tone, title, text } = banners.success;
  return <Banner tone={tone} title={words.t(title)} text={words.t(text)} onDismiss={onDismiss} />;
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
  const { t } = useAppWords();
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
          aria-label={t('dashboard.payment.dismiss')}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </Alert>
  );
}
