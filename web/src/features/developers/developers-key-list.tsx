import { API_KEY_MESSAGES, API_SCOPE_LABELS, type TApiKey } from '@regulars/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useRevokeApiKey } from '../../api/developers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { lastUsedLabel } from '../../lib/last-used-label.ts';

/** The keys, newest first: name, prefix, what each may do, when it was last used; Revoke for the team admin. */
export function DevelopersKeyList({ keys, canEdit }: { keys: TApiKey[]; canEdit: boolean }) {
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const revoke = useRevokeApiKey();
  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(API_KEY_MESSAGES.revoked);
        setRevoking(null);
      },
      onError: () => toast.error(API_KEY_MESSAGES.revokeFailed),
    });
  };
  return (
    <>
      <ul className="divide-y divide-gray-100 border-t border-gray-100" aria-label="API keys">
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
                {key.revokedAt && <Badge tone="red">Revoked</Badge>}
              </div>
              <div className="flex flex-wrap gap-1.5">
                {key.scopes.map((scope) => (
                  <Badge
                    key={scope}
                    tone={key.revokedAt ? 'neutral' : 'blue'}
                    title={API_SCOPE_LABELS[scope].description}
                  >
                    {API_SCOPE_LABELS[scope].label}
                  </Badge>
                ))}
              </div>
              <p className="text-xs text-gray-500">
                {key.revokedAt
                  ? `Revoked ${formatShortDate(key.revokedAt)}`
                  : `Last used: ${lastUsedLabel(key.lastUsedAt)}`}{' '}
                · Created {formatShortDate(key.createdAt)}
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
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this API key?"
        message={
          <>
            <strong className="font-medium text-gray-900">{revoking?.name}</strong> stops working at once: every system
            using it gets refused. This cannot be undone; create a new key to reconnect.
          </>
        }
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={confirm}
        problem={revoke.isError ? <Alert tone="error">{errorMessage(revoke.error)}</Alert> : undefined}
      />
    </>
  );
}
