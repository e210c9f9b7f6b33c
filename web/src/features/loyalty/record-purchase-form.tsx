import { zodResolver } from '@hookform/resolvers/zod';
import { currencySymbol, purchaseAmountSchema } from '@regulars/contracts';
import { ShoppingBag } from 'lucide-react';
import { type ChangeEvent, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useBusinessMoney } from '../../api/business-money.ts';
import { loyaltyActions } from '../../api/loyalty.ts';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { amountPlaceholder, decimalSign } from '../../lib/format-number.ts';
import { counterMessageIn } from './counter-refusal.ts';
import { amountText, parseAmount } from './purchase-amount.ts';
import { useCounterAction } from './use-counter-action.ts';

/**
 * The form checks the amount with the contract's rules and words in the business's currency (its limits, its
 * decimals); the request key is added when it is sent.
 */
const amountForm = (money: Parameters<typeof purchaseAmountSchema>[0]) =>
  z.object({ amount: purchaseAmountSchema(money) });
type TAmountForm = ReturnType<typeof amountForm>;

/** The amount of a sale in the business's currency, typed on the decimal keypad, sent with the bonuses ticked. */
export function RecordPurchaseForm({
  customerId,
  categories = [],
  stamps = 1,
  onRecorded,
}: {
  customerId: string;
  /** The category bonuses the cashier ticked for this purchase (issue 51). */
  categories?: string[];
  /** Stamps each stamp card gets (several items); one is not sent. */
  stamps?: number;
  onRecorded?: () => void;
}) {
  const words = useAppWords();
  const money = useBusinessMoney();
  const { currency, locale } = money;
  const schema = useMemo(() => amountForm({ currency, locale }), [currency, locale]);
  const symbol = currencySymbol(money);
  const decimal = decimalSign(money.locale);
  const form = useForm<z.input<TAmountForm>, unknown, z.output<TAmountForm>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(schema),
  });
  const purchase = useCounterAction({
    send: ({ amount, categories, stamps }: { amount: number; categories: string[]; stamps: number }, stamp) =>
      loyaltyActions.recordPurchase({
        customerId,
        body: {
          ...stamp,
          amount,
          ...(categories.length > 0 ? { categories } : {}),
          ...(stamps > 1 ? { stamps } : {}),
        },
      }),
    intentOf: ({ amount, categories, stamps }) => `purchase:${customerId}:${amount}:${categories.join('|')}:${stamps}`,
  });
  const invalid = form.formState.errors.amount?.message;
  // The contract's words in English, the counter's in another language, with the amounts in the business's money.
  const error = invalid ? counterMessageIn(words, invalid, money) : undefined;
  const amount = form.register('amount', { setValueAs: (raw: unknown) => parseAmount(raw, decimal) });

  // Only an amount can be typed: a refused character never shows, and the caret stays where it was.
  const onAmountChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const kept = amountText(input.value);
    if (kept !== input.value) {
      const caret = Math.max(0, (input.selectionStart ?? kept.length) - (input.value.length - kept.length));
      input.value = kept;
      input.setSelectionRange(caret, caret);
    }
    return amount.onChange(event);
  };

  const submit = form.handleSubmit(({ amount }) =>
    purchase.run(
      { amount, categories, stamps },
      {
        onSuccess: () => {
          form.reset();
          onRecorded?.();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor="purchase-amount" className="block text-sm font-medium text-gray-700">
        {words.t('counter.purchase.amount')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <span
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-xl font-medium text-gray-500"
            aria-hidden
            data-testid="purchase-currency"
          >
            {symbol}
          </span>
          <input
            id="purchase-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={amountPlaceholder(money)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'purchase-amount-error' : undefined}
            className={cn(
              fieldClasses,
              'h-16 rounded-xl text-xl font-semibold tabular-nums',
              // A sign of several letters (CHF, kr) needs more room than '$' or '€'.
              symbol.length > 1 ? 'pl-16' : 'pl-9',
            )}
            {...amount}
            onChange={onAmountChange}
          />
        </div>
        <Button type="submit" size="lg" className="h-16 px-5 text-lg" loading={purchase.isPending}>
          {!purchase.isPending && <ShoppingBag className="size-6" aria-hidden />}
          {words.t('counter.purchase.record')}
        </Button>
      </div>
      {/* The line is kept when empty: a message appearing must not move the buttons under the cashier's thumb. */}
      <p id="purchase-amount-error" className="min-h-5 text-sm text-red-600" data-testid="purchase-amount-error">
        {error}
      </p>
    </form>
  );
}
