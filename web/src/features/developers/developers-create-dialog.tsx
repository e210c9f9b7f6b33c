import { zodResolver } from '@hookform/resolvers/zod';
import { API_SCOPES, type TCreateApiKey, type TCreatedApiKey, ZCreateApiKey } from '@regulars/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useCreateApiKey } from '../../api/developers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formMessage, IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { useCopy } from '../../lib/use-copy.ts';
import { wordsAround } from '../../lib/words-around.tsx';
import { developersMessageIn } from './developers-refusals.ts';
import { SCOPE_WORDS } from './developers-scopes.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Create API key": a name and what the key may do; then the key, once, to copy. */
export function DevelopersCreateDialog({ open, onOpenChange }: Props) {
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        {created ? (
          <CreatedKey created={created} onDone={() => close(false)} />
        ) : (
          open && <CreateForm onCreated={setCreated} onCancel={() => close(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ onCreated, onCancel }: { onCreated: (c: TCreatedApiKey) => void; onCancel: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TCreateApiKey>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateApiKey, IN_OUR_WORDS),
    defaultValues: { name: '', scopes: ['customers:read'] },
  });
  const create = useCreateApiKey();
  // The contract's check or the server's refusal (both English), in the user's language.
  const english = formMessage(form.formState.errors, ['name', 'scopes']);
  const message = english ? developersMessageIn(words, english, 'integrations.developers.createFailed') : null;
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (answer) => {
        toast.success(t('integrations.developers.created'));
        onCreated(answer);
      },
      onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('integrations.developers.create')}
      className="flex min-h-0 flex-col"
    >
      <DialogHeader>
        <DialogTitle>{t('integrations.developers.create')}</DialogTitle>
        <DialogDescription>{t('integrations.developers.createDescription')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-5">
        {message && (
          <Alert tone="error" data-testid="api-key-error">
            {message}
          </Alert>
        )}
        <TextField
          id="api-key-name"
          label={t('integrations.developers.name')}
          placeholder={t('integrations.developers.namePlaceholder')}
          autoComplete="off"
          maxLength={120}
          aria-invalid={form.formState.errors.name ? true : undefined}
          {...form.register('name')}
        />
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-gray-700">{t('integrations.developers.permissions')}</legend>
          {API_SCOPES.map((scope) => (
            <label key={scope} htmlFor={`scope-${scope}`} className="flex cursor-pointer items-start gap-3">
              <input
                id={`scope-${scope}`}
                type="checkbox"
                value={scope}
                className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
                {...form.register('scopes')}
              />
              <span className="text-sm leading-5">
                <span className="block font-medium text-gray-900">{t(SCOPE_WORDS[scope].label)}</span>
                <span className="block text-xs text-gray-500">
                  {t(SCOPE_WORDS[scope].description)} · <code className="font-mono">{scope}</code>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t('integrations.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t(create.isPending ? 'integrations.developers.creating' : 'integrations.developers.createKey')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const { t } = useAppWords();
  // What the system sends, an HTTP header: the same in every language.
  const header = `Authorization: Bearer ${created.key.prefix}…`;
  const { copied, copy } = useCopy({ onCopied: () => toast.success(t('integrations.developers.keyCopied')) });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('integrations.developers.newKey')}</DialogTitle>
        <DialogDescription>{created.key.name}</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <Alert tone="info" data-testid="api-key-copy-now">
          {t('integrations.developers.copyNow')}
        </Alert>
        <div className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
          <code
            className="min-w-0 flex-1 font-mono text-xs break-all text-gray-800 select-all"
            data-testid="api-key-secret"
          >
            {created.secret}
          </code>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => copy(created.secret)}
            aria-label={t('integrations.developers.copyKey')}
          >
            {copied ? (
              <Check className="size-4 text-emerald-600" aria-hidden />
            ) : (
              <Copy className="size-4" aria-hidden />
            )}
            {t(copied ? 'integrations.copied' : 'integrations.copy')}
          </Button>
        </div>
        <p className="text-xs text-gray-500">
          {wordsAround((values) => t('integrations.developers.sendAs', values), {
            header: <code className="font-mono">{header}</code>,
          })}
        </p>
      </DialogBody>
      <DialogFooter>
        <Button onClick={onDone}>{t('integrations.done')}</Button>
      </DialogFooter>
    </>
  );
}
