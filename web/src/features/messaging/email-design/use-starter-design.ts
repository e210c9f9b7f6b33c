import { languageOfLocale, starterEmailDesign, type TEmailDesign } from '@regulars/contracts';
import { useCallback } from 'react';
import { useBusinessMoney } from '../../../api/business-money.ts';
import { useLanguageWords } from '../../../lib/words.tsx';

/**
 * A new e-mail design's starting words in the business's language (issue 52): its customers read them as they are when
 * the owner changes nothing. Its colour is the caller's.
 */
export function useStarterDesign(): (color: string) => TEmailDesign {
  const words = useLanguageWords(languageOfLocale(useBusinessMoney().locale));
  return useCallback((color: string) => starterEmailDesign(color, words), [words]);
}
