import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type Props = { icon: LucideIcon; title: string; description: ReactNode; aside?: ReactNode; children: ReactNode };

/** A titled group of the config step below the spec's fields (the points catalogue, the fraud guards). */
export function ProgramFieldGroup({ icon: Icon, title, description, aside, children }: Props) {
  const id = useId();
  return (
    <fieldset
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="min-w-0 border-t border-gray-100 pt-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-600">
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
            {title}
          </h3>
          <p id={`${id}-description`} className="mt-0.5 text-xs leading-5 text-gray-500">
            {description}
          </p>
        </div>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </fieldset>
  );
}
