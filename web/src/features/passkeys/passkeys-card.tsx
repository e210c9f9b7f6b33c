import { PASSKEYS_MAX, type TPasskey } from '@regulars/contracts';
import { Fingerprint, Plus } from 'lucide-react';
import { useState } from 'react';
import { useAuthConfig } from '../../api/auth.ts';
import { usePasskeys } from '../../api/passkeys.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CardLoadState } from '../../components/ui/card-load-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { AddPasskeyDialog } from './add-passkey-dialog.tsx';
import { PasskeyList } from './passkey-list.tsx';
import { RemovePasskeyDialog } from './remove-passkey-dialog.tsx';

/**
 * Settings → Passkeys (issue 53): the signed-in person's own, whatever their role in the business; they sign in with
 * one alone, or use it as the second step. A server whose address has no domain name cannot offer them: the card
 * says so instead.
 */
export function PasskeysCard() {
  const { t } = useAppWords();
  const authConfig = useAuthConfig();
  // The server's word on passkeys; should it not answer, the list's own answer tells.
  const offered = authConfig.isError || authConfig.data?.passkeys === true;
  const query = usePasskeys({ enabled: offered });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const state = query.data;
  const full = (state?.passkeys.length ?? 0) >= PASSKEYS_MAX;

  return (
    <Card id="passkeys" className="scroll-mt-6" data-testid="passkeys-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fingerprint className="size-4 text-gray-500" aria-hidden />
          {t('settings.passkeys.title')}
        </CardTitle>
        <CardDescription>{t('settings.passkeys.description')}</CardDescription>
      </CardHeader>
      {authConfig.data?.passkeys === false ? (
        <p className="px-6 py-5 text-sm text-gray-600" data-testid="passkeys-unavailable">
          {t('settings.passkeys.unavailable')}
        </p>
      ) : !state ? (
        <CardLoadState
          query={query}
          loading={t('settings.passkeys.loading')}
          loadFailed={t('settings.passkeys.loadFailed')}
          description={t('settings.unreachable')}
        />
      ) : (
        <>
          {state.passkeys.length > 0 && <PasskeyList passkeys={state.passkeys} onRemove={setRemoving} />}
          <div
            className={
              state.passkeys.length > 0
                ? 'flex flex-col gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-end'
                : 'flex flex-col gap-3 px-6 py-5 sm:flex-row sm:items-center sm:justify-between'
            }
          >
            {(full || state.passkeys.length === 0) && (
              <p className="text-sm text-gray-600">
                {full ? t('settings.passkeys.refusal.tooMany') : t('settings.passkeys.none')}
              </p>
            )}
            {!full && (
              <Button
                variant={state.passkeys.length === 0 ? 'primary' : 'secondary'}
                className="shrink-0"
                onClick={() => setAdding(true)}
              >
                <Plus className="size-4" aria-hidden />
                {t('settings.passkeys.add')}
              </Button>
            )}
          </div>
          {adding && <AddPasskeyDialog needsPassword={state.needsPassword} onClose={() => setAdding(false)} />}
          <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
        </>
      )}
    </Card>
  );
}
