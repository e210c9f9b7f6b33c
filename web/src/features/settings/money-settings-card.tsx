import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOCALE_CHOICES,
  type TMoneySettings,
  type TUpdateMoneySettings,
  type TUpdateMoneySettingsInput,
  ZUpdateMoneySettings,
} from '@regulars/contracts';
import { Coins } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { useSaveMoneySettings } from '../../api/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatAmountIn } from '../../lib/format-number.ts';
import { partsAround } from '../../lib/parts-around.ts';
import { currencyChoicesIn, localeChoiceLabel } from './settings-choices.ts';
import { settingsRefusal } from './settings-refusals.ts';

/** The words of the question asked before a currency change while purchases exist: nothing is converted. */
export function currencyChangeMessage(words: TAppWords, from: string, to: string): string {
  return words.t('settings.money.confirmText', { from, to });
}

/**
 * The currency purchases are recorded in and the language amounts are written in (issue 35). A change of currency
 * with purchases on record is asked first, since old amounts keep their own currency.
 */
export function MoneySettingsCard({ money, canEdit }: { money: TMoneySettings; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveMoneySettings();
  const currencies = useMemo(() => currencyChoicesIn(words), [words]);
  const locales = useMemo(() => {
    const codes: string[] = [...LOCALE_CHOICES];
    if (!codes.includes(money.locale)) codes.unshift(money.locale);
    return codes.map((code) => ({ code, label: localeChoiceLabel(words, code) }));
  }, [money.locale, words]);
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

  const [beforeExample, afterExample] = partsAround((mark) => t('settings.money.example', { example: mark }));

  const send = (values: TUpdateMoneySettings) =>
    save.mutate(values, {
      onSuccess: () => {
        setAsking(null);
        toast.success(t('settings.money.saved'));
      },
      onError: (error) => {
        // Purchases were recorded since the page loaded: ask now.
        if (error instanceof ApiError && error.status === 409) {
          setAsking({ ...values, confirmCurrencyChange: true });
          return;
        }
        toast.error(t('settings.money.failed'), { description: settingsRefusal(words, error) });
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
          {t('settings.money.title')}
        </CardTitle>
        <CardDescription>{t('settings.money.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label={t('settings.money.title')}>
        <fieldset disabled={!canEdit} className="grid gap-5 px-6 py-5 sm:grid-cols-2">
          <div>
            <Label htmlFor="money-currency">{t('settings.money.currency')}</Label>
            <Select id="money-currency" wrapperClassName="mt-1.5" {...form.register('currency')}>
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </Select>
            <FieldHint>{t('settings.money.currencyHint')}</FieldHint>
          </div>
          <div>
            <Label htmlFor="money-locale">{t('settings.money.locale')}</Label>
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
                  {beforeExample}
                  <span data-testid="money-example">{example}</span>
                  {afterExample}
                </>
              ) : (
                t('settings.money.noExample')
              )}
            </FieldHint>
          </div>
        </fieldset>
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-end">
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              {save.isPending ? t('settings.saving') : t('settings.money.save')}
            </Button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('settings.money.confirmTitle', { currency: asking?.currency ?? '' })}
        message={currencyChangeMessage(words, money.currency, asking?.currency ?? '')}
        confirmLabel={t('settings.money.confirm', { currency: asking?.currency ?? '' })}
        busyLabel={t('settings.saving')}
        cancelLabel={t('settings.cancel')}
        busy={save.isPending}
        onConfirm={() => asking && send(asking)}
        variant="primary"
      />
    </Card>
  );
}
