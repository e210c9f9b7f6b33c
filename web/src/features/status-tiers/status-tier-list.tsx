import type { TStatusProgram } from '@regulars/contracts';
import { useAppWords } from '../../lib/app-words.tsx';
import { holdersText, tierEarnsText, tierNeedsText, tierRewardUnlockText } from './status-tier-words.ts';

/**
 * The tiers, lowest first: what each needs, what it earns and how many customers hold it now. One line each on a
 * wide screen; on a phone the name and its customers, with what it needs and earns beneath. A tier's reward on
 * reaching it, if any, goes on a line of its own below.
 */
export function StatusTierList({ program }: { program: TStatusProgram }) {
  const words = useAppWords();
  return (
    <ol className="divide-y divide-gray-100" aria-label={words.t('growth.tiers.title')}>
      {program.tiers.map((tier, index) => (
        <li key={tier.id} className="flex items-center gap-3 px-6 py-3.5" data-testid="status-tier-row">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 tabular-nums"
            aria-hidden
          >
            {index + 1}
          </span>
          <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5 sm:grid-cols-[minmax(0,1fr)_10rem_8rem_8rem]">
            <p className="text-sm font-medium break-words text-gray-900" data-testid="status-tier-name">
              {tier.name}
            </p>
            <p className="col-span-2 row-start-2 text-sm text-gray-500 tabular-nums sm:contents">
              <span className="whitespace-nowrap sm:col-start-2 sm:row-start-1" data-testid="status-tier-needs">
                {tierNeedsText(program.basis, tier.threshold, words)}
              </span>
              <span className="sm:hidden"> · </span>
              <span
                className="whitespace-nowrap sm:col-start-3 sm:row-start-1 sm:font-medium sm:text-gray-700"
                data-testid="status-tier-earns"
              >
                {tierEarnsText(tier.factor, words)}
              </span>
            </p>
            <p
              className="col-start-2 row-start-1 text-right text-sm whitespace-nowrap text-gray-500 tabular-nums sm:col-start-4"
              data-testid="status-tier-customers"
            >
              {holdersText(tier.customers, words)}
            </p>
            {tier.reward && (
              <p
                className="col-span-2 text-sm break-words text-gray-500 sm:col-span-4"
                data-testid="status-tier-reward"
              >
                {tierRewardUnlockText(tier.reward, words)}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
