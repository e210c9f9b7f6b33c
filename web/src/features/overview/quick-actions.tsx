import type { LucideIcon } from 'lucide-react';
import { ChevronRight, Gift, QrCode, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg border border-gray-200 px-4 py-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-brand-600';

function Item({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }): ReactNode {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-gray-900">{title}</span>
        <span className="block text-xs text-gray-500">{text}</span>
      </span>
      <ChevronRight className="size-4 text-gray-400" aria-hidden />
    </>
  );
}

/** Add Customer (modal), Generate QR Code (/qr-codes), Create Program (/programs). */
export function QuickActions({ onAddCustomer }: { onAddCustomer: () => void }) {
  const { t } = useAppWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.actions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        <button type="button" className={itemClasses} onClick={onAddCustomer}>
          <Item
            icon={UserPlus}
            title={t('dashboard.actions.addCustomer')}
            text={t('dashboard.actions.addCustomerText')}
          />
        </button>
        <Link to="/qr-codes" className={itemClasses}>
          <Item icon={QrCode} title={t('dashboard.actions.qrCode')} text={t('dashboard.actions.qrCodeText')} />
        </Link>
        <Link to="/programs" className={itemClasses}>
          <Item icon={Gift} title={t('dashboard.actions.program')} text={t('dashboard.actions.programText')} />
        </Link>
      </CardContent>
    </Card>
  );
}
