import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn, unlessNamed } from '../../lib/cn.ts';

type FeatureRowProps = {
  id?: string;
  eyebrow: string;
  title: string;
  description: string;
  bullets: string[];
  visual: ReactNode;
  reverse?: boolean;
  children?: ReactNode;
  className?: string;
};

/** Text on one side, an illustration on the other; alternate with `reverse`. */
export function FeatureRow({
  id,
  eyebrow,
  title,
  description,
  bullets,
  visual,
  reverse,
  children,
  className,
}: FeatureRowProps) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={cn('scroll-mt-20 py-16 sm:py-24', className)} aria-labelledby={titleId}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div className={cn(reverse && 'lg:order-2')}>
          <p className="text-sm font-semibold text-brand-600">{eyebrow}</p>
          <h2
            id={titleId}
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-gray-900 sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-base text-pretty text-gray-600 sm:text-lg">{description}</p>
          <ul className="mt-8 space-y-3">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-sm text-gray-700">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <Check className="size-3" strokeWidth={3} aria-hidden />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
          {children}
        </div>
        <div className={cn('min-w-0', reverse && 'lg:order-1')} aria-hidden>
          {visual}
        </div>
      </div>
    </section>
  );
}

export function VisualFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="relative">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-brand-100 via-violet-50 to-transparent" />
      <div
        className={cn(
          'rounded-2xl border border-gray-200 shadow-xl shadow-gray-900/5',
          // A frame may have its own padding or background (the landing page loads without tailwind-merge).
          unlessNamed(className, /(^|\s)p-/, 'p-6'),
          unlessNamed(className, /(^|\s)bg-/, 'bg-white'),
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
