import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencyChoices,
  LOCALE_CHOICES,
  localeLabel,
  MONEY_MESSAGES,
  type TMoneySettings,
  type TUpdateMoneySettings,
  type TUpdateMoneySettingsInput,
  ZUpdateMoneySettings,
} from '@regulars/contracts';
import { Coins } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSaveMoneySettings } from '../../api/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatAmountIn } from '../../lib/format-number.ts';

/** The words of the question asked before a currency change while purchases exist: nothing is converted. */
export function currencyChangeMessage(from: string, to: string): string {
  return `Purchases already recorded keep their amounts in ${from}; new purchases will be recorded in ${to}. Nothing is converted, and analytics count only amounts in ${to} from now on.`;
}

/**
 * The currency purchases are recorded in and the language amounts are written in (issue 35). A change of currency
 * with purchases on record is asked first, since old amounts keep their own currency.
 */
export function MoneySettingsCard({ money, canEdit }: { money: TMoneySettings; canEdit: boolean }) {
  const save = useSaveMoneySettings();
  const currencies = useMemo(() => currencyChoices(), []);
  const locales = useMemo(() => {
    const codes: string[] = [...LOCALE_CHOICES];
    if (!codes.includes(money.locale)) codes.unshift(money.locale);
    return codes.map((code) => ({ code, label: `${localeLabel(code)} · ${code}` }));
  }, [money.locale]);
  const defaults = { currency: money.currency, locale: money.locale };
  const form = useForm<TUpdateMoneySettingsInput, unknown, TUpdateMoneySettings>({
    resolver: zodResolver(ZUpdateMoneySettings),
    values: defaults,
  });
  const [asking, setAsking] = useState<TUpdateMoneySettings | null>(null);
  const chosen = form.watch();
  const example = (() => {
    try {
      return formatAmountIn(1234.5, { currency: chosen.currency, locale: chosen.locale });
    } catch {
      return null;
    }
  })();

  const send = (values: TUpdateMoneySettings) =>
    save.mutate(values, {
      onSuccess: () => {
        setAsking(null);
        toast.success(MONEY_MESSAGES.saved);
      },
      onError: (error) => {
        // Purchases were recorded since the page loaded: ask now.
        if (error instanceof ApiError && error.status === 409) {
          setAsking({ ...values, confirmCurrencyChange: true });
          return;
        }
        toast.error(MONEY_MESSAGES.failed, { description: errorMessage(error) });
      },
    });

  const submit = form.handleSubmit((values) => {
    if (values.currency !== money.currency && money.hasPurchases) {
      setAsking({ ...values, confirmCurrencyChange: true });
      return;
    }
    send(values);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="size-4 text-brand-600" aria-hidden />
          Currency and language
        </CardTitle>
        <CardDescription>The currency purchases are recorded in, and how amounts are written.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label="Currency and language">
        <fieldset disabled={!canEdit} className="grid gap-5 px-6 py-5 sm:grid-cols-2">
          <div>
            <Label htmlFor="money-currency">Currency</Label>
            <Select id="money-currency" wrapperClassName="mt-1.5" {...form.register('currency')}>
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </Select>
            <FieldHint>New purchases are recorded in it. Amounts already recorded keep theirs.</FieldHint>
          </div>
          <div>
            <Label htmlFor="money-locale">Language and region</Label>
            <Select id="money-locale" wrapperClassName="mt-1.5" {...form.register('locale')}>
              {locales.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </Select>
            <FieldHint>
              {example ? (
                <>
                  Amounts read like <span data-testid="money-example">{example}</span>
                </>
              ) : (
                'How amounts are written'
              )}
            </FieldHint>
          </div>
        </fieldset>
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-end">
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              {save.isPending ? 'Saving...' : 'Save currency and language'}
            </Button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Change the currency to ${asking?.currency ?? ''}?`}
        message={currencyChangeMessage(money.currency, asking?.currency ?? '')}
        confirmLabel={`Change to ${asking?.currency ?? ''}`}
        busyLabel="Saving..."
        busy={save.isPending}
        onConfirm={() => asking && send(asking)}
        variant="primary"
      />
    </Card>
  );
}
