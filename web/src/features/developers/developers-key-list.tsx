import type { TApiKey } from '@regulars/contracts';
import { useState } from 'react';
import { useRevokeApiKey } from '../../api/developers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { agoIn } from '../../lib/last-used-label.ts';
import { wordsAround } from '../../lib/words-around.tsx';
import { developersRefusal } from './developers-refusals.ts';
import { SCOPE_WORDS } from './developers-scopes.ts';

/** The keys, newest first: name, prefix, what each may do, when it was last used; Revoke for the team admin. */
export function DevelopersKeyList({ keys, canEdit }: { keys: TApiKey[]; canEdit: boolean }) {
  const words = useAppWords();
  const { t, locale } = words;
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const revoke = useRevokeApiKey();
  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(t('integrations.developers.keyRevoked'));
        setRevoking(null);
      },
      onError: () => toast.error(t('integrations.developers.revokeFailed')),
    });
  };
  return (
    <>
      <ul className="divide-y divide-gray-100 border-t border-gray-100" aria-label={t('integrations.developers.keys')}>
        {keys.map((key) => (
          <li
            key={key.id}
            className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-start sm:justify-between"
            data-testid="api-key-row"
          >
            <div className="min-w-0 space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate text-sm font-medium text-gray-900">{key.name}</p>
                <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-600">{key.prefix}…</code>
                {key.revokedAt && <Badge tone="red">{t('integrations.developers.revoked')}</Badge>}
              </div>
              <div className="flex flex-wrap gap-1.5">
                {key.scopes.map((scope) => (
                  <Badge
                    key={scope}
                    tone={key.revokedAt ? 'neutral' : 'blue'}
                    title={t(SCOPE_WORDS[scope].description)}
                  >
                    {t(SCOPE_WORDS[scope].label)}
                  </Badge>
                ))}
              </div>
              <p className="text-xs text-gray-500">
                {key.revokedAt
                  ? t('integrations.developers.revokedOn', { date: formatShortDate(key.revokedAt, undefined, locale) })
                  : t('integrations.developers.lastUsed', { when: agoIn(words, key.lastUsedAt) })}{' '}
                · {t('integrations.developers.createdOn', { date: formatShortDate(key.createdAt, undefined, locale) })}
              </p>
            </div>
            {canEdit && !key.revokedAt && (
              <Button
                variant="secondary"
                size="sm"
                className="w-full shrink-0 text-red-700 sm:w-auto"
                onClick={() => {
                  revoke.reset();
                  setRevoking(key);
                }}
                aria-label={t('integrations.developers.revokeNamed', { name: key.name })}
              >
                {t('integrations.developers.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('integrations.developers.revokeTitle')}
        message={wordsAround((values) => t('integrations.developers.revokeWarning', values), {
          name: <strong className="font-medium text-gray-900">{revoking?.name}</strong>,
        })}
        confirmLabel={t('integrations.developers.revokeKey')}
        busyLabel={t('integrations.developers.revoking')}
        cancelLabel={t('integrations.cancel')}
        busy={revoke.isPending}
        onConfirm={confirm}
        problem={
          revoke.isError ? (
            <Alert tone="error">{developersRefusal(words, revoke.error, 'integrations.developers.revokeFailed')}</Alert>
          ) : undefined
        }
      />
    </>
  );
}
