import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TTillConnection,
  type TTillProvider,
  type TUpdateTillConnection,
  ZUpdateTillConnection,
} from '@regulars/contracts';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useUpdateTill } from '../../api/tills.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxCard } from '../../components/ui/checkbox-card.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { TillAmountBasisField } from './till-amount-basis-field.tsx';
import { TillLocationsField } from './till-locations-field.tsx';
import { tillFieldMessage, tillMessageIn } from './till-refusals.ts';
import { tillWords } from './till-words.ts';

// The contract's own shape: every field is always sent, as the form always has them.
type TForm = TUpdateTillConnection;

/** The refusal's field when the server names one of ours (details are `{ field: [messages] }`). */
function fieldOf(error: unknown): 'amountBasis' | 'locations' | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return null;
  const named = Object.keys(error.details).find((key) => key === 'amountBasis' || key === 'locations');
  return (named as 'amountBasis' | 'locations' | undefined) ?? null;
}

/**
 * What a sale earns on, whether the till adds new customers who agree to marketing there, whether customers may claim
 * a waiting sale in the portal with its receipt number, and where each of the till's locations' sales count. Saved together, in one request to that till's route; the answer becomes the card's state,
 * and the form follows it. `footerStart` sits left of Save (Disconnect), in one footer.
 */
export function TillSettingsForm({
  provider,
  connection,
  canEdit,
  footerStart,
}: {
  provider: TTillProvider;
  connection: TTillConnection;
  canEdit: boolean;
  footerStart?: ReactNode;
}) {
  const words = useAppWords();
  const { t } = words;
  const { name, portalClaimsHint } = tillWords(words, provider);
  const values = useMemo<TForm>(
    () => ({
      amountBasis: connection.amountBasis,
      createCustomers: connection.createCustomers,
      portalClaims: connection.portalClaims,
      locations: connection.locations.map(({ externalId, locationId }) => ({ externalId, locationId })),
    }),
    [connection],
  );
  const form = useForm<TForm>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZUpdateTillConnection, IN_OUR_WORDS),
    values,
  });
  const save = useUpdateTill(provider);
  // Field errors show beside their field; anything else in the box above. Each in the user's language.
  const serverMessage = form.formState.errors.root?.server?.message;
  const message = serverMessage ? tillMessageIn(words, serverMessage, 'integrations.tills.saveFailed') : null;

  const submit = form.handleSubmit((edit) =>
    save.mutate(edit, {
      onSuccess: () => toast.success(t('integrations.tills.saved')),
      onError: (error) => {
        form.setError(fieldOf(error) ?? SERVER_ERROR, { message: errorMessage(error) });
        toast.error(t('integrations.tills.saveFailed'), {
          description: tillMessageIn(words, errorMessage(error), 'integrations.somethingWrong'),
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('integrations.tills.settings', { name })}>
      {message && (
        <div className="px-6 pt-5">
          <Alert tone="error" data-testid="till-settings-error">
            {message}
          </Alert>
        </div>
      )}
      <fieldset disabled={!canEdit} className="min-w-0 divide-y divide-gray-100">
        <SettingsGroup title={t('integrations.tills.basis')} description={t('integrations.tills.basisDescription')}>
          <TillAmountBasisField
            provider={provider}
            register={form.register('amountBasis')}
            error={tillFieldMessage(words, form.formState.errors.amountBasis?.message)}
          />
        </SettingsGroup>
        {/* Shopify says when a customer agreed to marketing at checkout; Square never does (only an opt-out). */}
        {provider === 'shopify' && (
          <SettingsGroup
            title={t('integrations.tills.newCustomers')}
            description={t('integrations.tills.newCustomersDescription')}
          >
            <CheckboxCard
              id={`till-${provider}-create-customers`}
              data-testid="till-create-customers"
              label={t('integrations.tills.createCustomers')}
              hint={t('integrations.tills.createCustomersHint')}
              {...form.register('createCustomers')}
            />
          </SettingsGroup>
        )}
        <SettingsGroup
          title={t('integrations.tills.portalClaims')}
          description={t('integrations.tills.portalClaimsDescription')}
        >
          <CheckboxCard
            id={`till-${provider}-portal-claims`}
            data-testid="till-portal-claims"
            label={t('integrations.tills.portalClaimsLabel')}
            hint={portalClaimsHint}
            {...form.register('portalClaims')}
          />
        </SettingsGroup>
        <SettingsGroup
          title={t('integrations.tills.locations', { name })}
          description={t('integrations.tills.locationsDescription', { name })}
        >
          <TillLocationsField
            provider={provider}
            control={form.control}
            tillLocations={connection.locations}
            error={tillFieldMessage(words, form.formState.errors.locations?.message)}
          />
        </SettingsGroup>
      </fieldset>
      {canEdit && (
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-between">
          {footerStart ?? <span aria-hidden />}
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!form.formState.isDirty}
            className="w-full sm:w-auto"
          >
            {t(save.isPending ? 'integrations.tills.saving' : 'integrations.tills.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
