import type { TTillConnection, TTillProvider } from '@regulars/contracts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatDateTime, formatLongDate } from '../../lib/format-date.ts';
import { TillActivity } from './till-activity.tsx';
import { TillDisconnect } from './till-disconnect.tsx';
import { TillHistory } from './till-history.tsx';
import { tillMessageIn } from './till-refusals.ts';
import { TillSettingsForm } from './till-settings-form.tsx';
import { tillWords } from './till-words.ts';

/**
 * A connected till (Square's account, Shopify's store): whose it is, what it has sent, what went wrong last, and its
 * settings (team admin).
 */
export function TillConnected({
  provider,
  connection,
  canEdit,
}: {
  provider: TTillProvider;
  connection: TTillConnection;
  canEdit: boolean;
}) {
  const words = useAppWords();
  const { t, locale } = words;
  const { name, accountTitle, accountDescription, salesDescription } = tillWords(words, provider);
  const { lastError } = connection;
  return (
    <>
      {/* First, so a sale that could not go through is not missed below the fold. */}
      {lastError && (
        <div className="px-6 pt-5">
          <Alert tone="error" title={t('integrations.tills.attention', { name })} data-testid="till-last-error">
            <p>{tillMessageIn(words, lastError.message, 'integrations.tills.lastErrorOther')}</p>
            <p className="mt-1 text-xs text-red-700">
              <time dateTime={lastError.at}>{formatDateTime(lastError.at, undefined, locale)}</time>
            </p>
          </Alert>
        </div>
      )}
      <div className="divide-y divide-gray-100 border-b border-gray-100">
        <SettingsGroup title={accountTitle} description={accountDescription}>
          <p className="text-sm font-medium break-words text-gray-900" data-testid="till-account">
            {t('integrations.tills.connectedAs', { account: connection.accountName })}
          </p>
          <p className="mt-0.5 text-sm text-gray-500">
            {t('integrations.tills.since', { date: formatLongDate(connection.connectedAt, undefined, locale) })}
          </p>
        </SettingsGroup>
        <SettingsGroup title={t('integrations.tills.sales')} description={salesDescription}>
          <TillActivity connection={connection} />
        </SettingsGroup>
        <SettingsGroup
          title={t('integrations.tills.history')}
          description={t('integrations.tills.historyDescription', { name })}
        >
          <TillHistory provider={provider} history={connection.history} />
        </SettingsGroup>
      </div>
      <TillSettingsForm
        provider={provider}
        connection={connection}
        canEdit={canEdit}
        footerStart={canEdit && <TillDisconnect provider={provider} />}
      />
    </>
  );
}
