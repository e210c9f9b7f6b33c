import { zodResolver } from '@hookform/resolvers/zod';
import { type TTillProvider, ZShopifyConnect } from '@regulars/contracts';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useStartTillConnect } from '../../api/tills.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { tillFieldMessage, tillMessageIn } from './till-refusals.ts';
import { tillWords } from './till-words.ts';

type TForm = z.input<typeof ZShopifyConnect>;
type TStore = z.output<typeof ZShopifyConnect>;

const SHOP_ID = 'till-shopify-shop';

/** Whether the server's refusal is about the store's address (details are `{ field: [messages] }`). */
function aboutTheStore(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.details === 'object' &&
    error.details !== null &&
    Object.hasOwn(error.details, 'shop')
  );
}

/**
 * Not connected yet: what happens, and the way to the till's consent page (the team admin's only). Square's is one
 * button; Shopify's asks first for the store's address, checked here (ZShopifyConnect) before the server is asked.
 */
export function TillConnect({ provider, canEdit }: { provider: TTillProvider; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const { name, steps, connectFailed } = tillWords(words, provider);
  const asksForStore = provider === 'shopify';
  const form = useForm<TForm, unknown, TStore>({
    ...CHECK_ON_SUBMIT,
    // Square's button sends nothing: there is nothing to check.
    resolver: asksForStore ? zodResolver(ZShopifyConnect, IN_OUR_WORDS) : undefined,
    defaultValues: { shop: '' },
  });
  const start = useStartTillConnect(provider);
  // Still busy once the address is here: the browser is on its way to the till.
  const leaving = start.isPending || start.isSuccess;
  // The contract's check and the server's refusal, in the user's language.
  const shopError = tillFieldMessage(words, form.formState.errors.shop?.message);
  const serverMessage = form.formState.errors.root?.server?.message;
  const message = serverMessage ? tillMessageIn(words, serverMessage, 'integrations.somethingWrong') : null;

  const submit = form.handleSubmit((store) =>
    start.mutate(asksForStore ? store : undefined, {
      onError: (error) => {
        // A refused address shows under its field; anything else (the plan, this server) in the box above.
        form.setError(asksForStore && aboutTheStore(error) ? 'shop' : SERVER_ERROR, { message: errorMessage(error) });
        toast.error(connectFailed);
      },
    }),
  );

  const described = [asksForStore && `${SHOP_ID}-hint`, shopError && `${SHOP_ID}-error`].filter(Boolean).join(' ');

  return (
    <form onSubmit={submit} noValidate aria-label={t('integrations.tills.connect', { name })}>
      <div className="space-y-5 px-6 py-5">
        {message && (
          <Alert tone="error" data-testid="till-connect-error">
            {message}
          </Alert>
        )}
        <ol className="space-y-2 text-sm text-gray-700">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
                {i + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        {asksForStore && (
          <div className="space-y-1.5 sm:max-w-md">
            <Label htmlFor={SHOP_ID}>{t('integrations.tills.shop')}</Label>
            <Input
              id={SHOP_ID}
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('integrations.tills.shopPlaceholder')}
              disabled={!canEdit || leaving}
              aria-invalid={shopError ? true : undefined}
              aria-describedby={described || undefined}
              data-testid="till-shop"
              {...form.register('shop')}
            />
            <FieldHint id={`${SHOP_ID}-hint`}>{t('integrations.tills.shopHint')}</FieldHint>
            {shopError && (
              <p id={`${SHOP_ID}-error`} className="text-xs text-red-600" data-testid="till-shop-error">
                {shopError}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
        {!canEdit && (
          <p className="flex items-center gap-2 text-sm text-gray-500 sm:mr-auto" data-testid="till-read-only">
            <Lock className="size-4 shrink-0 text-gray-400" aria-hidden />
            {t('integrations.tills.readOnly', { name })}
          </p>
        )}
        <Button type="submit" loading={leaving} disabled={!canEdit} className="w-full sm:w-auto">
          {t(leaving ? 'integrations.tills.opening' : 'integrations.tills.connect', { name })}
        </Button>
      </div>
    </form>
  );
}
