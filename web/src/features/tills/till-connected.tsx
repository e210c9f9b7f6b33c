import type { TTillConnection, TTillProvider } from '@regulars/contracts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { formatDateTime, formatLongDate } from '../../lib/format-date.ts';
import { TillActivity } from './till-activity.tsx';
import { TillDisconnect } from './till-disconnect.tsx';
import { TillHistory } from './till-history.tsx';
import { TillSettingsForm } from './till-settings-form.tsx';
import { TILL_WORDS } from './till-words.ts';

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
  const { name, account, accountTitle, till } = TILL_WORDS[provider];
  const { lastError } = connection;
  return (
    <>
      {/* First, so a sale that could not go through is not missed below the fold. */}
      {lastError && (
        <div className="px-6 pt-5">
          <Alert tone="error" title={`${name} needs your attention`} data-testid="till-last-error">
            <p>{lastError.message}</p>
            <p className="mt-1 text-xs text-red-700">
              <time dateTime={lastError.at}>{formatDateTime(lastError.at)}</time>
            </p>
          </Alert>
        </div>
      )}
      <div className="divide-y divide-gray-100 border-b border-gray-100">
        <SettingsGroup title={accountTitle} description={`The ${name} ${account} whose sales earn here.`}>
          <p className="text-sm font-medium break-words text-gray-900" data-testid="till-account">
            Connected as {connection.accountName}
          </p>
          <p className="mt-0.5 text-sm text-gray-500">Since {formatLongDate(connection.connectedAt)}</p>
        </SettingsGroup>
        <SettingsGroup title="Sales" description={`What your ${name} ${till} has sent so far.`}>
          <TillActivity connection={connection} />
        </SettingsGroup>
        <SettingsGroup
          title="History"
          description={`Who connected, changed and disconnected ${name}, and what ${name} asked of Regulars.`}
        >
          <TillHistory history={connection.history} />
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
