import { zodResolver } from '@hookform/resolvers/zod';
import { SSO_MESSAGES, type TSaveSso, type TSsoSettings, ZSaveSso } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client.ts';
import { useSaveSso } from '../../api/single-sign-on.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { fieldOfError } from '../settings/index.ts';
import { SingleSignOnRemove } from './single-sign-on-remove.tsx';
import { ssoMessageIn, ssoRefusal } from './sso-refusals.ts';

const FIELDS = ['issuer', 'clientId', 'clientSecret', 'emailDomain'] as const;

/** The form's values for what is saved: the secret is never sent back, so its field starts empty. */
const valuesOf = (settings: TSsoSettings | null): TSaveSso => ({
  issuer: settings?.issuer ?? '',
  clientId: settings?.clientId ?? '',
  clientSecret: '',
  emailDomain: settings?.emailDomain ?? '',
});

/**
 * The provider's issuer, the app's client ID and secret, and the work email domain. The server reads the issuer's
 * settings before saving: what it refuses shows under its field, in the user's words.
 */
export function SingleSignOnForm({ settings }: { settings: TSsoSettings | null }) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveSso();
  const form = useForm<TSaveSso>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSaveSso, IN_OUR_WORDS),
    defaultValues: valuesOf(settings),
  });
  const errors = form.formState.errors;
  const problem = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? ssoMessageIn(words, message, 'company.checkForm') : undefined;
  };
  const secretSaved = settings?.hasClientSecret === true;

  const submit = form.handleSubmit((values) => {
    // Without a saved secret an empty one cannot keep it: said here rather than after the server is asked.
    if (!secretSaved && !values.clientSecret?.trim()) {
      form.setError('clientSecret', { message: SSO_MESSAGES.clientSecretRequired });
      return;
    }
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(valuesOf(answer.settings));
        toast.success(t('company.sso.saved'));
      },
      onError: (error) => {
        const field = fieldOfError(error, FIELDS);
        // The server's English (an issuer it could not read, a missing secret): under the field, in the user's words.
        if (field) form.setError(field, { message: errorMessage(error) });
        else
          toast.error(t('company.sso.saveFailed'), { description: ssoRefusal(words, error, 'company.somethingWrong') });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('company.sso.title')}>
      <div className="divide-y divide-gray-100">
        <SettingsGroup title={t('company.sso.providerTitle')} description={t('company.sso.providerDescription')}>
          <div className="max-w-md space-y-4">
            <TextField
              id="sso-issuer"
              label={t('company.sso.issuer')}
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('company.sso.issuerPlaceholder')}
              hint={t('company.sso.issuerHint')}
              error={problem('issuer')}
              {...form.register('issuer')}
            />
            <TextField
              id="sso-client-id"
              label={t('company.sso.clientId')}
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={problem('clientId')}
              {...form.register('clientId')}
            />
            <TextField
              id="sso-client-secret"
              label={t('company.sso.clientSecret')}
              type="password"
              // Not the admin's own password: a browser must not fill it in.
              autoComplete="new-password"
              placeholder={secretSaved ? t('company.sso.secretSavedPlaceholder') : undefined}
              hint={t(secretSaved ? 'company.sso.secretSavedHint' : 'company.sso.secretHint')}
              error={problem('clientSecret')}
              {...form.register('clientSecret')}
            />
          </div>
        </SettingsGroup>
        <SettingsGroup title={t('company.sso.domainTitle')} description={t('company.sso.domainDescription')}>
          <div className="max-w-md">
            <TextField
              id="sso-email-domain"
              label={t('company.sso.domain')}
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('company.sso.domainPlaceholder')}
              error={problem('emailDomain')}
              {...form.register('emailDomain')}
            />
          </div>
        </SettingsGroup>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
        {settings ? <SingleSignOnRemove onRemoved={() => form.reset(valuesOf(null))} /> : <span aria-hidden />}
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('company.saving') : t(settings ? 'company.sso.save' : 'company.sso.turnOn')}
        </Button>
      </div>
    </form>
  );
}
