import { WALLET_MESSAGES } from '@regulars/contracts';
import { CreditCard, WalletCards } from 'lucide-react';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useWalletPage } from './use-wallet-page.ts';
import { WalletButtons } from './wallet-buttons.tsx';

/**
 * /wallet/{token}, the link a welcome message carries: the customer's card for their phone's wallet, with the button
 * that phone can use (Apple's on an iPhone, Google's on Android, both on a computer).
 */
export function WalletLinkPage() {
  const token = useParams().token ?? '';
  const page = useWalletPage(token);
  return (
    <CenteredPage>
      <div className="rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        {page.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6 text-gray-400" label="Loading" />
          </div>
        ) : page.isError ? (
          <>
            <CreditCard className="mx-auto size-10 text-gray-400" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-gray-900">Card not available</h1>
            <p className="mt-2 text-sm text-gray-500">{errorMessage(page.error, WALLET_MESSAGES.pageNotFound)}</p>
          </>
        ) : (
          <>
            {page.data.logoUrl ? (
              <img
                src={page.data.logoUrl}
                alt={page.data.businessName}
                className="mx-auto h-16 max-w-48 object-contain"
              />
            ) : (
              <span
                className="mx-auto flex size-16 items-center justify-center rounded-2xl text-white"
                style={{ backgroundColor: page.data.brandColor ?? '#4f46e5' }}
              >
                <WalletCards className="size-8" aria-hidden />
              </span>
            )}
            <h1 className="mt-5 text-xl font-semibold text-gray-900">Your {page.data.businessName} card</h1>
            <p className="mt-2 text-sm leading-6 text-gray-600">
              {page.data.firstName ? `${page.data.firstName}, keep` : 'Keep'} your loyalty card in your phone&apos;s
              wallet: it shows your points and rewards, and updates itself after every visit.
            </p>
            <WalletButtons links={page.data} className="mt-6" />
          </>
        )}
      </div>
    </CenteredPage>
  );
}
