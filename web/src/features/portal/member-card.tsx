import type { TPortalDashboard } from '@regulars/contracts';
import { Maximize2 } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { useWords } from '../../lib/words.tsx';
import { StatTile } from '../loyalty/index.ts';
import { QrImage } from '../qr-codes/index.ts';
import { WalletButtons } from '../wallet/index.ts';
import { showCodeLine, type TCollects } from './portal-labels.ts';

/**
 * The customer's card: a QR code of their customer ID (the counter's Scan QR reads it) with the ID under it,
 * their totals and, when the server offers them, the buttons that put the card in the phone's wallet. Tapping the code
 * shows it large, for a scanner across the counter.
 */
export function MemberCard({
  customer,
  collects,
  stamps,
  wallet = null,
}: {
  customer: TPortalDashboard['customer'];
  /** What the business's programs collect: the totals and the words follow it. */
  collects: TCollects;
  /** Stamps on their cards now, shown instead of points where only stamps are collected. */
  stamps: number;
  /** The card's wallet links, when the server offers a wallet: the buttons go under the totals. */
  wallet?: TPortalDashboard['wallet'];
}) {
  const words = useWords();
  const { t } = words;
  const id = customer.uniqueCustomerId;
  return (
    <Card className="p-4 shadow-lg shadow-brand-900/5 sm:p-6" role="region" aria-labelledby="member-card-title">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-4 sm:gap-x-6">
        <Dialog>
          <DialogTrigger asChild>
            <button
              type="button"
              className="group relative flex shrink-0 flex-col sm:row-span-2 items-center rounded-xl border border-gray-200 bg-white p-2 transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              aria-label={t('portal.showCodeLarger', { id })}
            >
              <QrImage url={id} size={112} label={t('portal.qrOfId', { id })} />
              <span
                className="mt-1 font-mono text-xs font-semibold tracking-wider text-gray-900"
                data-testid="member-id"
              >
                {id}
              </span>
              <span className="absolute top-1 right-1 rounded-md bg-white/90 p-0.5 text-gray-500 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                <Maximize2 className="size-3.5" aria-hidden />
              </span>
            </button>
          </DialogTrigger>
          <DialogContent className="max-w-sm">
            <DialogHeader>
              <DialogTitle>{t('portal.yourCard')}</DialogTitle>
              <DialogDescription>{t('portal.showCode')}</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col items-center pb-8">
              <QrImage url={id} size={240} label={t('portal.largeQrOfId', { id })} />
              <p className="mt-3 font-mono text-xl font-semibold tracking-widest text-gray-900">{id}</p>
            </DialogBody>
          </DialogContent>
        </Dialog>
        <div className="min-w-0 flex-1">
          <h2 id="member-card-title" className="text-base font-semibold text-gray-900">
            {t('portal.yourCard')}
          </h2>
          <p className="mt-1 text-sm text-gray-500">{showCodeLine(collects, words)}</p>
        </div>
        <dl className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-1">
          {collects.points && (
            <StatTile label={t('portal.totalPoints')} value={customer.totalPoints} testId="total-points" />
          )}
          {!collects.points && collects.stamps && (
            <StatTile label={t('portal.stamps')} value={stamps} testId="stamps" />
          )}
          <StatTile label={t('portal.visits')} value={customer.totalVisits} testId="visits" />
        </dl>
      </div>
      <WalletButtons links={wallet} className="mt-4 border-t border-gray-100 pt-4 sm:justify-start" />
    </Card>
  );
}
