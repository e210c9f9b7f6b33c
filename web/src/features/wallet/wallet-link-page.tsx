import { WALLET_MESSAGES } from '@regulars/contracts';
import { CreditCard } from 'lucide-react';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useWalletPage } from '../../api/wallet.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BusinessMark, PublicPageLayout } from '../branding/index.ts';
import { WalletButtons } from './wallet-buttons.tsx';

const CARD = 'rounded-2xl bg-white px-6 py-8 text-center shadow-xl shadow-gray-900/5 ring-1 ring-gray-200 sm:px-8';

/**
 * /wallet/{token}, the link a welcome message carries: the customer's card for their phone's wallet, with the button
 * that phone can use (Apple's on an iPhone, Google's on Android, both on a computer). In the business's brand; no
 * platform mark on a white-label plan.
 */
export function WalletLinkPage() {
  const token = useParams().token ?? '';
  const page = useWalletPage(token);
  if (page.isPending) {
    return (
      <PublicPageLayout footer={false}>
        <div className="mt-24 flex justify-center">
          <Spinner className="size-8 text-white" label="Loading" />
        </div>
      </PublicPageLayout>
    );
  }
  if (page.isError) {
    return (
      <PublicPageLayout footer={false}>
        <div className={`mt-16 ${CARD}`}>
          <CreditCard className="mx-auto size-10 text-gray-400" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold text-gray-900">Card not available</h1>
          <p className="mt-2 text-sm text-gray-500">{errorMessage(page.error, WALLET_MESSAGES.pageNotFound)}</p>
        </div>
      </PublicPageLayout>
    );
  }
  const { businessName, brand, firstName } = page.data;
  return (
    <PublicPageLayout brand={brand}>
      <header className="flex flex-col items-center text-center text-white">
        <BusinessMark name={businessName} logo={brand.logo} />
        <p className="mt-3 text-base font-semibold text-white/95">{businessName}</p>
      </header>
      <div className={`mt-8 ${CARD}`}>
        <h1 className="text-xl font-semibold text-gray-900">Your {businessName} card</h1>
        <p className="mt-2 text-sm leading-6 text-gray-600">
          {firstName ? `${firstName}, keep` : 'Keep'} your loyalty card in your phone&apos;s wallet: it shows your
          points and rewards, and updates itself after every visit.
        </p>
        <WalletButtons links={page.data} className="mt-6" />
      </div>
    </PublicPageLayout>
  );
}
