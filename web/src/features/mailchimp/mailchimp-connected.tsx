import { MAILCHIMP_MESSAGES, type TMailchimpConnection } from '@regulars/contracts';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useChooseMailchimpAudience, useDisconnectMailchimp, useSyncMailchimp } from '../../api/mailchimp.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../lib/format-number.ts';
import { MailchimpLastSync } from './mailchimp-last-sync.tsx';

/** A connected account: which key and account, the audience, the last sync, and the actions (team admin). */
export function MailchimpConnected({ connection, canEdit }: { connection: TMailchimpConnection; canEdit: boolean }) {
  const choose = useChooseMailchimpAudience();
  const sync = useSyncMailchimp();
  const disconnect = useDisconnectMailchimp();
  const [confirming, setConfirming] = useState(false);
  const running = connection.lastSync?.status === 'running';
  // The chosen audience stays in the list even when MailChimp could not be asked for the others.
  const audiences = connection.audiences.some((a) => a.id === connection.audience?.id)
    ? connection.audiences
    : [...(connection.audience ? [{ ...connection.audience, memberCount: -1 }] : []), ...connection.audiences];

  const onChoose = (audienceId: string) =>
    choose.mutate(audienceId, {
      onSuccess: () => toast.success(MAILCHIMP_MESSAGES.audienceSaved),
      onError: (error) => toast.error(`${MAILCHIMP_MESSAGES.audienceFailed}: ${errorMessage(error)}`),
    });
  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: () => toast.success(MAILCHIMP_MESSAGES.syncQueued),
      onError: (error) => toast.error(`${MAILCHIMP_MESSAGES.syncFailed}: ${errorMessage(error)}`),
    });
  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(MAILCHIMP_MESSAGES.disconnected);
      },
      onError: (error) => toast.error(`${MAILCHIMP_MESSAGES.disconnectFailed}: ${errorMessage(error)}`),
    });

  return (
    <>
      <div className="divide-y divide-gray-100">
        <SettingsGroup title="Account" description="The MailChimp account your customers sync to.">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-gray-500">Account</dt>
              <dd className="mt-0.5 font-medium break-words text-gray-900" data-testid="mailchimp-account">
                {connection.accountName ?? 'MailChimp account'}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500">API key</dt>
              <dd className="mt-0.5 flex items-center gap-1.5 font-mono text-gray-900" data-testid="mailchimp-key-hint">
                <KeyRound className="size-3.5 text-gray-400" aria-hidden />
                ••••{connection.apiKeyHint}
                <span className="font-sans text-xs text-gray-500">({connection.dataCentre})</span>
              </dd>
            </div>
          </dl>
        </SettingsGroup>
        <SettingsGroup title="Audience" description="Where opted-in customers are added. Choose one to start syncing.">
          <div className="space-y-2">
            {connection.audiencesError && <Alert tone="error">{connection.audiencesError}</Alert>}
            <label htmlFor="mailchimp-audience" className="sr-only">
              Audience
            </label>
            <select
              id="mailchimp-audience"
              className={cn(fieldClasses, 'h-10 pr-8')}
              value={connection.audience?.id ?? ''}
              disabled={!canEdit || choose.isPending || running}
              onChange={(event) => event.target.value && onChoose(event.target.value)}
            >
              {!connection.audience && <option value="">Choose an audience…</option>}
              {audiences.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.memberCount >= 0 ? `${a.name} (${formatCount(a.memberCount)} subscribed)` : a.name}
                </option>
              ))}
            </select>
          </div>
        </SettingsGroup>
        <SettingsGroup title="Last sync" description="Runs every night; “Sync now” runs it at once.">
          <MailchimpLastSync lastSync={connection.lastSync} hasAudience={Boolean(connection.audience)} />
        </SettingsGroup>
      </div>
      {canEdit && (
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
            Disconnect
          </Button>
          <Button
            onClick={onSync}
            loading={sync.isPending}
            disabled={!connection.audience || running}
            className="w-full sm:w-auto"
          >
            {!sync.isPending && <RefreshCw className={cn('size-4', running && 'animate-spin')} aria-hidden />}
            {running ? 'Syncing...' : 'Sync now'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect MailChimp?"
        message="Regulars forgets your API key and stops syncing. Your MailChimp audience and its contacts stay as they are."
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={disconnect.isPending}
        onConfirm={onDisconnect}
      />
    </>
  );
}
