import { zodResolver } from '@hookform/resolvers/zod';
import { type TSaveCustomDomain, ZSaveCustomDomain } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useSaveCustomDomain } from '../../api/custom-domain.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { settingsMessageIn } from './settings-refusals.ts';

/**
 * "Add domain": the address only; the server says whether it is one (and not the platform's, nor another business's)
 * and queues its first check. Its refusals show under the field, in the user's words.
 */
export function CustomDomainForm({ canEdit }: { canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveCustomDomain();
  const form = useForm<TSaveCustomDomain>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSaveCustomDomain, IN_OUR_WORDS),
    defaultValues: { hostname: '' },
  });
  const problem = form.formState.errors.hostname?.message;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settings.domain.added')),
      // The server's English (a name it refuses, the plan, a domain taken): under the field, in the user's words.
      onError: (error) => form.setError('hostname', { message: errorMessage(error) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.domain.title')}>
      <fieldset disabled={!canEdit}>
        <SettingsGroup title={t('settings.domain.formTitle')} description={t('settings.domain.formDescription')}>
          <div className="max-w-md">
            <TextField
              id="custom-domain-hostname"
              label={t('settings.domain.label')}
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('settings.domain.placeholder')}
              hint={t('settings.domain.hint')}
              error={problem ? settingsMessageIn(words, problem, 'settings.domain.addFailed') : undefined}
              {...form.register('hostname')}
            />
          </div>
        </SettingsGroup>
      </fieldset>
      {canEdit && (
        <div className="flex justify-end border-t border-gray-100 px-6 py-4">
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {t(save.isPending ? 'settings.domain.adding' : 'settings.domain.add')}
          </Button>
        </div>
      )}
    </form>
  );
}
