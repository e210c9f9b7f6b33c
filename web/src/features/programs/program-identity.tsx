import type { TMessageKey, TProgramType } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/words.tsx';
import { PROGRAM_TYPE_VISUALS } from './program-types.ts';

/** Each type's name in the screen's words (English: PROGRAM_TYPE_LABELS, word for word). */
const TYPE_NAME: Record<TProgramType, TMessageKey> = {
  points: 'portal.typePoints',
  stamp_card: 'portal.typeStampCard',
  rebate_code: 'portal.typeRebateCode',
  discount: 'portal.typeDiscount',
  free_item: 'portal.typeFreeItem',
};

/**
 * The top of a program card wherever one customer's standing is shown (counter, customer page, portal): the type's
 * icon in its colour, the program's name and type, and anything beside them (a status badge).
 */
export function ProgramIdentity({ name, type, children }: { name: string; type: TProgramType; children?: ReactNode }) {
  const visual = PROGRAM_TYPE_VISUALS[type];
  const { t } = useWords();
  return (
    <div className="flex items-start gap-3 px-5 pt-4">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', visual.tile)}>
        <visual.icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold break-words text-gray-900">{name}</h3>
        <p className="text-xs font-medium text-gray-500">{t(TYPE_NAME[type])}</p>
      </div>
      {children}
    </div>
  );
}
