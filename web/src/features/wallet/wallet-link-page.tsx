import { WALLET_MESSAGES } from '@regulars/contracts';
import { CreditCard } from 'lucide-react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useWalletPage } from '../../api/wallet.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { browserLanguage } from '../../lib/browser-language.ts';
import { useWords, WordsProvider } from '../../lib/words.tsx';
import { BusinessMark, PublicPageLayout } from '../branding/index.ts';
import { WalletButtons } from './wallet-buttons.tsx';

const CARD = 'rounded-2xl bg-white px-6 py-8 text-center shadow-xl shadow-gray-900/5 ring-1 ring-gray-200 sm:px-8';

/**
 * /wallet/{token}, the link a welcome message carries: the customer's card for their phone's wallet, with the button
 * that phone can use (Apple's on an iPhone, Google's on Android, both on a computer). In the business's brand; no
 * platform mark on a white-label plan. In the customer's language (issue 52); the browser's until the card is known.
 */
export function WalletLinkPage() {
  const token = useParams().token ?? '';
  const page = useWalletPage(token);
  return (
    <WordsProvider language={page.data?.language ?? browserLanguage()}>
      <WalletCard page={page} />
    </WordsProvider>
  );
}

function WalletCard({ page }: { page: ReturnType<typeof useWalletPage> }) {
  const { t } = useWords();
  if (page.isPending) {
    return (
      <PublicPageLayout footer={false}>
        <div className="mt-24 flex justify-center">
          <Spinner className="size-8 text-white" label={t('common.loading')} />
        </div>
      </PublicPageLayout>
    );
  }
  if (page.isError) {
    const voided = page.error instanceof ApiError && page.error.message === WALLET_MESSAGES.passVoided;
    return (
      <PublicPageLayout footer={false}>
        <div className={`mt-16 ${CARD}`}>
          <CreditCard className="mx-auto size-10 text-gray-400" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold text-gray-900">{t('wallet.notAvailable')}</h1>
          <p className="mt-2 text-sm text-gray-500">{voided ? t('wallet.voided') : t('wallet.notFound')}</p>
        </div>
      </PublicPageLayout>
    );
  }
  const { businessName, brand, firstName } = page.data;
  return (
    <PublicPageLayout brand={brand} poweredBy={t('common.poweredBy')}>
      <header className="flex flex-col items-center text-center text-white">
        <BusinessMark name={businessName} logo={brand.logo} />
        <p className="mt-3 text-base font-semibold text-white/95">{businessName}</p>
      </header>
      <div className={`mt-8 ${CARD}`}>
        <h1 className="text-xl font-semibold text-gray-900">{t('wallet.title', { business: businessName })}</h1>
        <p className="mt-2 text-sm leading-6 text-gray-600">
          {firstName ? t('wallet.bodyNamed', { name: firstName }) : t('wallet.body')}
        </p>
        <WalletButtons links={page.data} className="mt-6" />
      </div>
    </PublicPageLayout>
  );
}
