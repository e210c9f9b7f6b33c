import { canRemoveOptOut, type TSmsOptOut } from '@regulars/contracts';
import { useBusinessCountry } from '../../../api/business-country.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { displayPhone } from '../../../lib/display-phone.ts';
import { formatShortDate } from '../../../lib/format-date.ts';
import { optOutOrigin } from './opt-out-display.ts';

/** One number a row: the number, how it got here (with the customer's words), when, and Remove for staff's own adds. */
export function OptOutList({
  optOuts,
  canEdit,
  onRemove,
}: {
  optOuts: TSmsOptOut[];
  canEdit: boolean;
  onRemove: (optOut: TSmsOptOut) => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const country = useBusinessCountry();
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('settings.optOuts.list')}>
      {optOuts.map((optOut) => {
        const origin = optOutOrigin(words, optOut);
        const phone = displayPhone(optOut.phone, country);
        return (
          <li key={optOut.id} className="flex items-center gap-4 px-4 py-3.5 sm:px-6" data-testid="opt-out-row">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                <p className="font-medium text-gray-900 tabular-nums">{phone}</p>
                <p className="text-xs text-gray-500 tabular-nums">
                  <span className="sr-only">{t('settings.optOuts.since')} </span>
                  {formatShortDate(optOut.createdAt, undefined, words.locale)}
                </p>
              </div>
              <p className="mt-0.5 text-sm wrap-anywhere text-gray-600">{origin.label}</p>
              {origin.quote && (
                <p className="mt-1 line-clamp-2 text-sm break-words text-gray-500 italic">
                  {t('settings.optOuts.quote', { quote: origin.quote })}
                </p>
              )}
            </div>
            {canEdit && canRemoveOptOut(optOut) && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRemove(optOut)}
                aria-label={t('settings.optOuts.removeNamed', { phone })}
              >
                {t('settings.remove')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
