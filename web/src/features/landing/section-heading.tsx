import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type SectionHeadingProps = {
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  inverted?: boolean;
  id?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  inverted = false,
  id,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className={cn('text-sm font-semibold', inverted ? 'text-brand-300' : 'text-brand-600')}>{eyebrow}</p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-gray-900',
        )}
      >
        {title}
      </h2>
      {description && (
        <p className={cn('mt-4 text-base text-pretty sm:text-lg', inverted ? 'text-gray-300' : 'text-gray-600')}>
          {description}
        </p>
      )}
    </div>
  );
}
