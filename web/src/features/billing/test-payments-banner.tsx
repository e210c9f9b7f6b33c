import { FlaskConical } from 'lucide-react';
import { useAuthConfig } from '../../api/auth.ts';
import { useAppWords } from '../../lib/app-words.tsx';

/**
 * On every signed-in screen while the operator runs the built-in test checkout on a public server on purpose
 * (BILLING_TEST_MODE): whoever picks a plan here gets it without paying, and should know before they rely on it.
 */
export function TestPaymentsBanner() {
  const config = useAuthConfig();
  const { t } = useAppWords();
  if (!config.data?.testPayments) return null;
  return (
    <div
      role="status"
      data-testid="test-payments-banner"
      className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-1.5 text-center text-xs font-semibold text-amber-950"
    >
      <FlaskConical className="size-3.5 shrink-0" aria-hidden />
      {t('frame.testPayments')}
    </div>
  );
}
