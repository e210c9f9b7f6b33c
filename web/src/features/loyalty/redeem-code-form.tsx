import { zodResolver } from '@hookform/resolvers/zod';
import { type TActionResult, ZRedeemCodeRequest } from '@regulars/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loyaltyActions } from '../../api/loyalty.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { counterMessageIn, counterRefusal } from './counter-refusal.ts';
import { useCounterAction } from './use-counter-action.ts';

const ZCode = ZRedeemCodeRequest.pick({ code: true });
/** What a code looks like: an example, not words to translate. */
const CODE_EXAMPLE = 'SAVE-7K2M9Q';

/** A code the customer shows (SAVE-7K2M9Q, a reward code): redeemed, and its customer opened. */
export function RedeemCodeForm({ onRedeemed }: { onRedeemed: (result: TActionResult) => void }) {
  const words = useAppWords();
  const form = useForm<z.input<typeof ZCode>, unknown, z.output<typeof ZCode>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCode),
    defaultValues: { code: '' },
  });
  const redeem = useCounterAction({
    send: (code: string, stamp) => loyaltyActions.redeemCode({ body: { ...stamp, code } }),
    intentOf: (code) => `code:${code}`,
    reportErrors: false,
  });
  const invalid = form.formState.errors.code?.message;
  const error = invalid
    ? counterMessageIn(words, invalid)
    : redeem.error
      ? counterRefusal(words, redeem.error)
      : undefined;

  const submit = form.handleSubmit(({ code }) =>
    redeem.run(code, {
      onSuccess: (result) => {
        form.reset({ code: '' });
        onRedeemed(result);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor="redeem-code" className="block text-sm font-medium text-gray-700">
        {words.t('counter.code.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id="redeem-code"
          placeholder={CODE_EXAMPLE}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'redeem-code-error' : undefined}
          className="h-14 min-w-0 flex-1 rounded-xl font-mono text-base tracking-wide uppercase"
          {...form.register('code', { onChange: () => redeem.error && redeem.reset() })}
        />
        <Button type="submit" variant="secondary" size="lg" className="h-14 px-4" loading={redeem.isPending}>
          {words.t('counter.code.submit')}
        </Button>
      </div>
      {error && (
        <p id="redeem-code-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
