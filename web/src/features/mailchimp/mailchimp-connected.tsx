import type { TAppMessageKey, TMailchimpConnection } from '@regulars/contracts';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useChooseMailchimpAudience, useDisconnectMailchimp, useSyncMailchimp } from '../../api/mailchimp.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { MailchimpLastSync } from './mailchimp-last-sync.tsx';
import { mailchimpMessageIn, mailchimpRefusal } from './mailchimp-refusals.ts';

/** A connected account: which key and account, the audience, the last sync, and the actions (team admin). */
export function MailchimpConnected({ connection, canEdit }: { connection: TMailchimpConnection; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  // A toast of what failed, with the server's reason in the user's language.
  const failed = (what: TAppMessageKey, error: unknown) =>
    toast.error(
      t('integrations.failedWith', {
        what: t(what),
        reason: mailchimpRefusal(words, error, 'integrations.somethingWrong'),
      }),
    );
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
      onSuccess: () => toast.success(t('integrations.mailchimp.audienceSaved')),
      onError: (error) => failed('integrations.mailchimp.audienceFailed', error),
    });
  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: () => toast.success(t('integrations.mailchimp.syncQueued')),
      onError: (error) => failed('integrations.mailchimp.syncFailed', error),
    });
  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('integrations.mailchimp.disconnected'));
      },
      onError: (error) => failed('integrations.mailchimp.disconnectFailed', error),
    });

  return (
    <>
      <div className="divide-y divide-gray-100">
        <SettingsGroup
          title={t('integrations.mailchimp.account')}
          description={t('integrations.mailchimp.accountDescription')}
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-gray-500">{t('integrations.mailchimp.account')}</dt>
              <dd className="mt-0.5 font-medium break-words text-gray-900" data-testid="mailchimp-account">
                {connection.accountName ?? t('integrations.mailchimp.accountUnnamed')}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500">{t('integrations.mailchimp.keyLabel')}</dt>
              <dd className="mt-0.5 flex items-center gap-1.5 font-mono text-gray-900" data-testid="mailchimp-key-hint">
                <KeyRound className="size-3.5 text-gray-400" aria-hidden />
                ••••{connection.apiKeyHint}
                <span className="font-sans text-xs text-gray-500">({connection.dataCentre})</span>
              </dd>
            </div>
          </dl>
        </SettingsGroup>
        <SettingsGroup
          title={t('integrations.mailchimp.audience')}
          description={t('integrations.mailchimp.audienceDescription')}
        >
          <div className="space-y-2">
            {connection.audiencesError && (
              <Alert tone="error">
                {mailchimpMessageIn(words, connection.audiencesError, 'integrations.mailchimp.unreachable')}
              </Alert>
            )}
            <label htmlFor="mailchimp-audience" className="sr-only">
              {t('integrations.mailchimp.audience')}
            </label>
            <select
              id="mailchimp-audience"
              className={cn(fieldClasses, 'h-10 pr-8')}
              value={connection.audience?.id ?? ''}
              disabled={!canEdit || choose.isPending || running}
              onChange={(event) => event.target.value && onChoose(event.target.value)}
            >
              {!connection.audience && <option value="">{t('integrations.mailchimp.chooseAudience')}</option>}
              {audiences.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.memberCount >= 0
                    ? t('integrations.mailchimp.audienceOption', { name: a.name, count: a.memberCount })
                    : a.name}
                </option>
              ))}
            </select>
          </div>
        </SettingsGroup>
        <SettingsGroup
          title={t('integrations.mailchimp.lastSync')}
          description={t('integrations.mailchimp.lastSyncDescription')}
        >
          <MailchimpLastSync lastSync={connection.lastSync} hasAudience={Boolean(connection.audience)} />
        </SettingsGroup>
      </div>
      {canEdit && (
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
            {t('integrations.disconnect')}
          </Button>
          <Button
            onClick={onSync}
            loading={sync.isPending}
            disabled={!connection.audience || running}
            className="w-full sm:w-auto"
          >
            {!sync.isPending && <RefreshCw className={cn('size-4', running && 'animate-spin')} aria-hidden />}
            {t(running ? 'integrations.mailchimp.syncingButton' : 'integrations.mailchimp.syncNow')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('integrations.mailchimp.disconnectTitle')}
        message={t('integrations.mailchimp.disconnectWarning')}
        confirmLabel={t('integrations.disconnect')}
        busyLabel={t('integrations.disconnecting')}
        cancelLabel={t('integrations.cancel')}
        busy={disconnect.isPending}
        onConfirm={onDisconnect}
      />
    </>
  );
}
