import { CLOSING_GRACE_DAYS } from '@regulars/contracts';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';
import { CloseBusinessDialog } from './close-business-dialog.tsx';

/** /settings' danger zone, for the team admin: what closing does, the export to take first, and the button. */
export function CloseBusinessCard() {
  const { t } = useAppWords();
  const [open, setOpen] = useState(false);
  const [beforeLink, afterLink] = partsAround((link) => t('settings.close.exportFirst', { link }));
  return (
    <Card id="close-business" className="scroll-mt-6 border-red-200" data-testid="close-business-card">
      <CardHeader className="border-red-100">
        <CardTitle className="flex items-center gap-2 text-red-700">
          <AlertTriangle className="size-4" aria-hidden />
          {t('settings.close.title')}
        </CardTitle>
        <CardDescription>{t('settings.close.description')}</CardDescription>
      </CardHeader>
      <div className="flex flex-col gap-5 px-6 py-5 sm:flex-row sm:items-end sm:justify-between">
        <ul className="max-w-xl list-disc space-y-1.5 pl-5 text-sm text-gray-600 marker:text-gray-300">
          <li>
            {beforeLink}
            <Link to="/settings#data" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t('settings.close.exportLink')}
            </Link>
            {afterLink}
          </li>
          <li>{t('settings.close.subscription')}</li>
          <li>{t('settings.close.stops')}</li>
          <li>{t('settings.close.grace', { days: CLOSING_GRACE_DAYS })}</li>
        </ul>
        <Button variant="danger" className="shrink-0" onClick={() => setOpen(true)}>
          {t('settings.close.open')}
        </Button>
      </div>
      <CloseBusinessDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
