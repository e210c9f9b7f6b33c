import { zodResolver } from '@hookform/resolvers/zod';
import { currencySymbol, type TCounterRules } from '@regulars/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useBusinessMoney } from '../../api/business-money.ts';
import { useCounterRules, useSaveCounterRules } from '../../api/counter.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { counterAdminMessage, counterAdminRefusal } from './counter-admin-refusals.ts';
import { rulesFormValues, type TCounterRulesForm, ZCounterRulesForm } from './counter-rules-form.ts';
import { ManagerRuleRow } from './manager-rule-row.tsx';
import { SignInChoice } from './sign-in-choice.tsx';

/** The rules that are on or off: each a switch bound to its field, with its words' keys. */
const TOGGLE_RULES = [
  {
    id: 'rule-redemptions',
    field: 'managerPinForRedemptions',
    title: 'company.rules.redemptions',
    hint: 'company.rules.redemptionsHint',
  },
  {
    id: 'rule-undo',
    field: 'managerPinForUndo',
    title: 'company.rules.undo',
    hint: 'company.rules.undoHint',
  },
] as const;

/** /company → Counter rules (team admin): how long a PIN lasts, and what needs a manager's PIN. */
export function CounterRulesCard() {
  const words = useAppWords();
  const { t } = words;
  const query = useCounterRules();
  return (
    <Card aria-labelledby="counter-rules-title" role="region">
      <CardHeader>
        <CardTitle id="counter-rules-title">{t('company.rules.title')}</CardTitle>
        <CardDescription>{t('company.rules.description')}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label={t('company.loading')} />
          <p className="text-sm text-gray-500">{t('company.rules.loading')}</p>
        </div>
      ) : query.isError ? (
        <EmptyState
          title={t('company.rules.loadFailed')}
          description={counterAdminRefusal(words, query.error)}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              {t('company.tryAgain')}
            </Button>
          }
        />
      ) : (
        <CounterRulesForm rules={query.data} />
      )}
    </Card>
  );
}

function CounterRulesForm({ rules }: { rules: TCounterRules }) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveCounterRules();
  // The amount is in the business's own currency.
  const symbol = currencySymbol(useBusinessMoney());
  const form = useForm<TCounterRulesForm, unknown, TCounterRules>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCounterRulesForm, IN_OUR_WORDS),
    defaultValues: rulesFormValues(rules),
  });
  const errors = form.formState.errors;
  const amountError = counterAdminMessage(words, errors.managerPinPurchaseAbove?.message);

  // What was saved (here or in another tab) is what the form shows next.
  const { reset } = form;
  useEffect(() => reset(rulesFormValues(rules)), [rules, reset]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('company.rules.saved'));
        reset(rulesFormValues(saved));
      },
      onError: (error) => form.setError(SERVER_ERROR, { message: counterAdminRefusal(words, error) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-6 px-6 py-5">
        <SignInChoice form={form} disabled={save.isPending} />

        <section aria-labelledby="manager-pin-title" className="border-t border-gray-100 pt-5">
          <h3 id="manager-pin-title" className="text-sm font-semibold text-gray-900">
            {t('company.rules.managerPin')}
          </h3>
          <p className="mt-0.5 text-sm text-gray-500">{t('company.rules.managerPinDescription')}</p>
          <div className="mt-2 divide-y divide-gray-100">
            {TOGGLE_RULES.map((rule) => (
              <ManagerRuleRow key={rule.id} id={rule.id} title={t(rule.title)} hint={t(rule.hint)}>
                <Controller
                  control={form.control}
                  name={rule.field}
                  render={({ field }) => (
                    <ToggleSwitch
                      id={rule.id}
                      checked={field.value}
                      onChange={field.onChange}
                      disabled={save.isPending}
                      aria-labelledby={`${rule.id}-label`}
                      aria-describedby={`${rule.id}-hint`}
                    />
                  )}
                />
              </ManagerRuleRow>
            ))}
            <ManagerRuleRow
              id="rule-purchase"
              title={t('company.rules.purchases')}
              hint={t('company.rules.purchasesHint')}
              error={amountError}
              stacked
            >
              <div className="relative w-36">
                <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-gray-500">
                  {symbol}
                </span>
                <Input
                  id="rule-purchase"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('company.rules.noLimit')}
                  className="pl-7"
                  disabled={save.isPending}
                  aria-labelledby="rule-purchase-label"
                  aria-describedby={amountError ? 'rule-purchase-error' : 'rule-purchase-hint'}
                  aria-invalid={amountError ? true : undefined}
                  {...form.register('managerPinPurchaseAbove', { onChange: () => form.clearErrors() })}
                />
              </div>
            </ManagerRuleRow>
          </div>
        </section>
        {errors.root?.server?.message && <Alert tone="error">{errors.root.server.message}</Alert>}
      </div>
      <div className="flex justify-end border-t border-gray-100 px-6 py-4">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t('company.saving') : t('company.rules.save')}
        </Button>
      </div>
    </form>
  );
}
