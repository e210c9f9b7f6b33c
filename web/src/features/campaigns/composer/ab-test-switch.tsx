import { Split } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { type TComposerOutput, type TComposerValues, variantFromA } from './composer-form.ts';

type TForm = UseFormReturn<TComposerValues, unknown, TComposerOutput>;

/**
 * "Test two versions (A/B)": switched on, a second message (version B) goes to a share of those messaged, and the
 * results compare the two. Version B starts as a copy of version A, to change one thing in it.
 */
export function AbTestSwitch({ form }: { form: TForm }) {
  const { t } = useAppWords();
  const on = form.watch('abTest');
  return (
    <Card className="flex items-start gap-3 px-6 py-4">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Split className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <Label htmlFor="ab-test">{t('composer.ab.label')}</Label>
        <p id="ab-test-hint" className="text-sm text-gray-500">
          {t('composer.ab.hint')}
        </p>
      </div>
      <ToggleSwitch
        id="ab-test"
        checked={on}
        aria-describedby="ab-test-hint"
        onChange={(checked) => {
          if (checked) form.setValue('variantB', variantFromA(form.getValues()), { shouldDirty: true });
          form.setValue('abTest', checked, { shouldDirty: true });
        }}
      />
    </Card>
  );
}
