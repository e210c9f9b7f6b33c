import { zodResolver } from '@hookform/resolvers/zod';
import {
  TILL_MESSAGES,
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
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { TillAmountBasisField } from './till-amount-basis-field.tsx';
import { TillLocationsField } from './till-locations-field.tsx';
import { TILL_WORDS } from './till-words.ts';

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
  const { name, till, receiptWords } = TILL_WORDS[provider];
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
  // Field errors show beside their field; anything else in the box above.
  const message = form.formState.errors.root?.server?.message ?? null;

  const submit = form.handleSubmit((edit) =>
    save.mutate(edit, {
      onSuccess: () => toast.success(TILL_MESSAGES.saved),
      onError: (error) => {
        form.setError(fieldOf(error) ?? SERVER_ERROR, { message: errorMessage(error) });
        toast.error(TILL_MESSAGES.saveFailed, { description: errorMessage(error) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`${name} till settings`}>
      {message && (
        <div className="px-6 pt-5">
          <Alert tone="error" data-testid="till-settings-error">
            {message}
          </Alert>
        </div>
      )}
      <fieldset disabled={!canEdit} className="min-w-0 divide-y divide-gray-100">
        <SettingsGroup
          title="Points are earned on"
          description="Tax and tips are not what the customer bought, so most shops leave them out."
        >
          <TillAmountBasisField
            provider={provider}
            register={form.register('amountBasis')}
            error={form.formState.errors.amountBasis?.message ?? null}
          />
        </SettingsGroup>
        {/* Shopify says when a customer agreed to marketing at checkout; Square never does (only an opt-out). */}
        {provider === 'shopify' && (
          <SettingsGroup
            title="New customers"
            description={`Sales from people Regulars doesn’t know yet wait at the counter to be claimed; ${name} can add them as customers instead.`}
          >
            <CheckboxCard
              id={`till-${provider}-create-customers`}
              data-testid="till-create-customers"
              label="Add new customers who agree to marketing at the till"
              hint={`Only when they ticked the marketing box at checkout; their consent is recorded as given at your ${name} ${till}.`}
              {...form.register('createCustomers')}
            />
          </SettingsGroup>
        )}
        <SettingsGroup
          title="Claims in the customer portal"
          description="Sales Regulars could not match wait at the counter for 7 days; your customers can also claim their own."
        >
          <CheckboxCard
            id={`till-${provider}-portal-claims`}
            data-testid="till-portal-claims"
            label="Let customers claim a sale in the portal with its receipt number"
            hint={`For sales Regulars could not match: the customer types ${receiptWords} in the portal within 7 days. Each sale earns once, whoever claims it first.`}
            {...form.register('portalClaims')}
          />
        </SettingsGroup>
        <SettingsGroup
          title={`${name} locations`}
          description={`Which of your locations each ${name} location’s sales count at, in analytics and in the counter’s list of sales to claim.`}
        >
          <TillLocationsField
            provider={provider}
            control={form.control}
            tillLocations={connection.locations}
            error={form.formState.errors.locations?.message ?? null}
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
            {save.isPending ? 'Saving...' : 'Save till settings'}
          </Button>
        </div>
      )}
    </form>
  );
}
