import type { TPasskey } from '@regulars/contracts';
import { Cloud, Smartphone } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { agoIn } from '../../lib/last-used-label.ts';

/** The account's passkeys: each one's name, where it lives, when it was added and last used, and Remove. */
export function PasskeyList({ passkeys, onRemove }: { passkeys: TPasskey[]; onRemove: (passkey: TPasskey) => void }) {
  const words = useAppWords();
  const { t, locale } = words;
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('settings.passkeys.list')}>
      {passkeys.map((passkey) => {
        const Where = passkey.synced ? Cloud : Smartphone;
        return (
          <li
            key={passkey.id}
            className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="passkey-row"
          >
            <div className="min-w-0 space-y-1">
              <p className="truncate text-sm font-medium text-gray-900">{passkey.name}</p>
              <p className="flex items-center gap-1.5 text-xs text-gray-600">
                <Where className="size-3.5 shrink-0 text-gray-400" aria-hidden />
                {passkey.synced ? t('settings.passkeys.synced') : t('settings.passkeys.oneDevice')}
              </p>
              <p className="text-xs text-gray-500">
                {t('settings.passkeys.addedOn', { date: formatShortDate(passkey.createdAt, undefined, locale) })} ·{' '}
                {passkey.lastUsedAt
                  ? t('settings.passkeys.lastUsed', { when: agoIn(words, passkey.lastUsedAt) })
                  : t('settings.passkeys.notUsed')}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="w-full shrink-0 text-red-700 sm:w-auto"
              aria-label={t('settings.passkeys.removeNamed', { name: passkey.name })}
              onClick={() => onRemove(passkey)}
            >
              {t('settings.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
