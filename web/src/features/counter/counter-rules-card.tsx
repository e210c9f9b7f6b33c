import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTER_MESSAGES, currencySymbol, type TCounterRules } from '@regulars/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useBusinessMoney } from '../../api/business-money.ts';
import { errorMessage } from '../../api/client.ts';
import { useCounterRules, useSaveCounterRules } from '../../api/counter.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { IN_OUR_WORDS, SERVER_ERROR } from '../../lib/form-message.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { rulesFormValues, type TCounterRulesForm, ZCounterRulesForm } from './counter-rules-form.ts';
import { ManagerRuleRow } from './manager-rule-row.tsx';
import { SignInChoice } from './sign-in-choice.tsx';

/** The rules that are on or off: each a switch bound to its field. */
const TOGGLE_RULES = [
  {
    id: 'rule-redemptions',
    field: 'managerPinForRedemptions',
    title: "Redemptions need a manager's PIN",
    hint: 'Redeeming a reward or points.',
  },
  {
    id: 'rule-undo',
    field: 'managerPinForUndo',
    title: "Undo needs a manager's PIN",
    hint: 'Taking back a visit, purchase or redemption.',
  },
] as const;

/** /company → Counter rules (team admin): how long a PIN lasts, and what needs a manager's PIN. */
export function CounterRulesCard() {
  const query = useCounterRules();
  return (
    <Card aria-labelledby="counter-rules-title" role="region">
      <CardHeader>
        <CardTitle id="counter-rules-title">Counter rules</CardTitle>
        <CardDescription>How staff sign in on a counter device, and what needs a manager&apos;s PIN.</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label="Loading" />
          <p className="text-sm text-gray-500">Loading counter rules...</p>
        </div>
      ) : query.isError ? (
        <EmptyState
          title="Failed to load counter rules"
          description={errorMessage(query.error)}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              Try Again
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
  const save = useSaveCounterRules();
  // The amount is in the business's own currency.
  const symbol = currencySymbol(useBusinessMoney());
  const form = useForm<TCounterRulesForm, unknown, TCounterRules>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCounterRulesForm, IN_OUR_WORDS),
    defaultValues: rulesFormValues(rules),
  });
  const errors = form.formState.errors;
  const amountError = errors.managerPinPurchaseAbove?.message;

  // What was saved (here or in another tab) is what the form shows next.
  const { reset } = form;
  useEffect(() => reset(rulesFormValues(rules)), [rules, reset]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(COUNTER_MESSAGES.rulesSaved);
        reset(rulesFormValues(saved));
      },
      onError: (error) => form.setError(SERVER_ERROR, { message: errorMessage(error) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-6 px-6 py-5">
        <SignInChoice form={form} disabled={save.isPending} />

        <section aria-labelledby="manager-pin-title" className="border-t border-gray-100 pt-5">
          <h3 id="manager-pin-title" className="text-sm font-semibold text-gray-900">
            Manager&apos;s PIN
          </h3>
          <p className="mt-0.5 text-sm text-gray-500">
            Staff who are not managers ask a manager to enter their PIN. Managers approve their own.
          </p>
          <div className="mt-2 divide-y divide-gray-100">
            {TOGGLE_RULES.map((rule) => (
              <ManagerRuleRow key={rule.id} id={rule.id} title={rule.title} hint={rule.hint}>
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
              title="Purchases above an amount need a manager's PIN"
              hint="Leave the amount empty and no purchase needs one."
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
                  placeholder="No limit"
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
          {save.isPending ? 'Saving...' : 'Save rules'}
        </Button>
      </div>
    </form>
  );
}
