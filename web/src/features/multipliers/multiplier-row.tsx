import type { TMultiplierRule } from '@regulars/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatFactorIn } from '../../lib/format-factor.ts';
import { whenText, whereText } from './multiplier-words.ts';

type Props = {
  rule: TMultiplierRule;
  /** The business's locations by id, to name the chosen ones. */
  names: ReadonlyMap<string, string>;
  /** Edit is offered while the plan includes multipliers; Delete always. */
  onEdit: (() => void) | null;
  onDelete: () => void;
};

/** One multiplier in words: '×2 Happy hour — Mondays to Fridays, 16:00–18:00 · Every location', with Edit and Delete. */
export function MultiplierRow({ rule, names, onEdit, onDelete }: Props) {
  const words = useAppWords();
  const { t } = words;
  const factor = `×${formatFactorIn(rule.factor, words.locale)}`;
  return (
    <li className="flex items-start gap-3 px-6 py-4" data-testid="multiplier-row">
      <div className="flex min-w-0 flex-1 items-start gap-3" data-testid="multiplier-text">
        <span className="flex h-10 min-w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 px-2 text-base font-bold text-brand-700 tabular-nums">
          {factor}
        </span>
        <span className="sr-only"> </span>
        <div className="min-w-0">
          <p className="text-sm font-medium break-words text-gray-900">
            {rule.name}
            <span className="sr-only"> — </span>
          </p>
          <p className="text-sm break-words text-gray-500">
            {whenText(rule, words)} · {whereText(rule.locationIds, names, words)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {onEdit && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={t('growth.multipliers.editNamed', { name: rule.name })}
          >
            <Pencil className="size-4" aria-hidden />
            <span className="hidden sm:inline">{t('growth.edit')}</span>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={onDelete}
          aria-label={t('growth.multipliers.deleteNamed', { name: rule.name })}
        >
          <Trash2 className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('growth.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
