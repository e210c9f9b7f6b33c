import type { TEmailDesign } from '@regulars/contracts';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TComposerOutput, TComposerValues } from './composer-form.ts';

/**
 * A new email draft's starter design takes the business's colour once the brand has loaded (it may arrive after the
 * composer opened), unless the owner has already changed the design.
 */
export function useStarterColor(
  form: UseFormReturn<TComposerValues, unknown, TComposerOutput>,
  brand: { color: string; loaded: boolean },
  /** The starter design in a colour (in the business's language: messaging's useStarterDesign). */
  starter: (color: string) => TEmailDesign,
) {
  useEffect(() => {
    const design = form.getValues('design');
    if (!brand.loaded || !design || form.getFieldState('design').isDirty || design.color === brand.color) return;
    if (JSON.stringify(starter(design.color)) === JSON.stringify(design)) {
      form.resetField('design', { defaultValue: starter(brand.color) });
    }
  }, [form, brand.loaded, brand.color, starter]);
}
