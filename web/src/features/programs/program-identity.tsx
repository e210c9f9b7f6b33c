import type { TProgramType } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { PROGRAM_TYPE_VISUALS } from './program-types.ts';

/**
 * The top of a program card wherever one customer's standing is shown (counter, customer page, portal): the type's
 * icon in its colour, the program's name and type, and anything beside them (a status badge).
 */
export function ProgramIdentity({ name, type, children }: { name: string; type: TProgramType; children?: ReactNode }) {
  const visual = PROGRAM_TYPE_VISUALS[type];
  return (
    <div className="flex items-start gap-3 px-5 pt-4">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', visual.tile)}>
        <visual.icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold break-words text-gray-900">{name}</h3>
        <p className="text-xs font-medium text-gray-500">{visual.label}</p>
      </div>
      {children}
    </div>
  );
}
