import { zodResolver } from '@hookform/resolvers/zod';
import {
  TILL_MESSAGES,
  TILL_NAMES,
  type TMessageKey,
  type TPortalTillClaim,
  type TPortalTillClaimed,
  ZPortalTillClaim,
} from '@regulars/contracts';
import { CircleCheck, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { useClaimTillSaleInPortal } from '../../api/portal.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { CHECK_ON_SUBMIT } from '../../lib/form-options.ts';
import { formatDateTime, type TZone } from '../../lib/format-date.ts';
import { formatAmountIn } from '../../lib/format-number.ts';
import { type TWords, useWords } from '../../lib/words.tsx';
import { portalMessageIn, portalRefusalIn } from './login-error.ts';
import { gainLines } from './portal-labels.ts';

const FIELD = 'portal-receipt-number';

/** The claim's own refusals (the server's and the field's checks, in English) as the catalogue says them. */
const CLAIM_REFUSALS: [string, TMessageKey][] = [
  [TILL_MESSAGES.portalSaleNotFound, 'portal.claimNotFound'],
  [TILL_MESSAGES.portalSaleAmbiguous, 'portal.claimAmbiguous'],
  [TILL_MESSAGES.portalTooManyTries, 'portal.claimTooMany'],
  [TILL_MESSAGES.receiptNumberRequired, 'portal.receiptRequired'],
  [TILL_MESSAGES.receiptNumberTooLong, 'portal.receiptTooLong'],
];

/** The catalogue's key of one of the claim's own refusals, by its English original. */
const claimKeyOf = (message: string) => CLAIM_REFUSALS.find(([english]) => english === message)?.[1];

/** The field's own check (the contract's English) in the screen's words. */
function claimCheckIn(words: TWords, message: string): string {
  const key = claimKeyOf(message);
  return key ? words.t(key) : portalMessageIn(words, message, 'portalRefusal.somethingWrong');
}

/** Why a claim was refused, in the screen's words (a portal refusal, such as a session that ended, as the portal says it). */
export function claimRefusalIn(words: TWords, error: unknown): string {
  const key = error instanceof ApiError ? claimKeyOf(error.message) : undefined;
  return key ? words.t(key) : portalRefusalIn(words, error, 'portalRefusal.somethingWrong');
}

/** What a claimed sale earned, in a line, and the sale it was, in another. */
export function claimedLines(claimed: TPortalTillClaimed, money: { locale: string }, zone: TZone, words: TWords) {
  const { t } = words;
  const amount = formatAmountIn(claimed.amount, { currency: claimed.currency, locale: money.locale });
  const gains = gainLines(claimed.gains, words);
  const sale = t('portal.saleAt', {
    amount,
    till: TILL_NAMES[claimed.provider],
    date: formatDateTime(claimed.occurredAt, zone, words.locale),
  });
  return {
    earned: gains.length > 0 ? t('portal.itCounts', { gains: gains.join(' · ') }) : t('portal.itCountsSale'),
    sale: claimed.receiptNumber ? `${sale} · ${t('portal.saleReceipt', { number: claimed.receiptNumber })}` : sale,
  };
}

/**
 * "Bought something and it didn't count?": when the till did not know them, the customer types the number on their
 * receipt (within 7 days) and the sale earns for them. Shown only where the business turned it on. What it earned shows
 * under the form; a refusal under the field, tied to it for screen readers.
 */
export function PortalTillClaim({ locale, zone }: { locale: string; zone: TZone }) {
  const words = useWords();
  const { t } = words;
  const [claimed, setClaimed] = useState<TPortalTillClaimed | null>(null);
  const claim = useClaimTillSaleInPortal();
  const form = useForm<TPortalTillClaim>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZPortalTillClaim),
    defaultValues: { receiptNumber: '' },
  });
  const checked = form.formState.errors.receiptNumber;
  // A refusal is set in the screen's words already; the field's own check comes in the contract's English.
  const error = checked?.message
    ? checked.type === 'server'
      ? checked.message
      : claimCheckIn(words, checked.message)
    : null;
  const submit = form.handleSubmit((body) => {
    setClaimed(null);
    claim.mutate(body, {
      onSuccess: (answer) => {
        setClaimed(answer);
        form.reset({ receiptNumber: '' });
      },
      onError: (problem) =>
        form.setError(
          'receiptNumber',
          { type: 'server', message: claimRefusalIn(words, problem) },
          { shouldFocus: true },
        ),
    });
  });
  const lines = claimed ? claimedLines(claimed, { locale }, zone, words) : null;

  return (
    <Card
      className="overflow-hidden"
      role="region"
      aria-labelledby="portal-till-claim-title"
      data-testid="portal-till-claim"
    >
      <div className="flex flex-col gap-5 p-4 sm:flex-row sm:items-start sm:gap-8 sm:p-6">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <Receipt className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id="portal-till-claim-title" className="text-base font-semibold text-balance text-gray-900">
              {t('portal.claimTitle')}
            </h2>
            <p className="mt-1 text-sm text-gray-500">{t('portal.claimBody')}</p>
          </div>
        </div>
        <form
          className="w-full sm:w-80 sm:shrink-0"
          onSubmit={submit}
          noValidate
          aria-label={t('portal.claimFormLabel')}
        >
          <Label htmlFor={FIELD}>{t('portal.receiptNumber')}</Label>
          <div className="mt-1.5 flex gap-2">
            <Input
              id={FIELD}
              className="h-11 min-w-0 flex-1 font-mono text-base tracking-wide sm:h-10 sm:text-sm"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${FIELD}-error` : `${FIELD}-hint`}
              {...form.register('receiptNumber')}
            />
            <Button type="submit" className="h-11 shrink-0 sm:h-10" loading={claim.isPending}>
              {claim.isPending ? t('portal.claiming') : t('portal.claim')}
            </Button>
          </div>
          {error ? (
            <p id={`${FIELD}-error`} className="mt-1.5 text-sm text-red-600" role="alert">
              {error}
            </p>
          ) : (
            <FieldHint id={`${FIELD}-hint`}>{t('portal.receiptHint')}</FieldHint>
          )}
        </form>
      </div>
      {lines && (
        <div
          className="flex items-start gap-3 border-t border-emerald-100 bg-emerald-50/70 px-4 py-3.5 sm:px-6"
          role="status"
          data-testid="portal-till-claimed"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-emerald-900">{lines.earned}</p>
            <p className="mt-0.5 text-sm text-emerald-800">{lines.sale}</p>
          </div>
        </div>
      )}
    </Card>
  );
}
