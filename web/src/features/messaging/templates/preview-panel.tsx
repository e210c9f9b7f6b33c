import type { ReactNode } from 'react';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { SAMPLE_CUSTOMER } from './placeholders.ts';

/** The right-hand column of an editor: what the sample customer would receive. */
export function PreviewPanel({ children }: { children: ReactNode }) {
  const { t, locale } = useAppWords();
  const { firstName, lastName, points } = SAMPLE_CUSTOMER;
  return (
    <section aria-label={t('templates.preview.title')} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium text-gray-700">{t('templates.preview.title')}</h3>
        <p className="text-xs text-gray-500">
          {t('templates.preview.for', {
            count: points,
            name: `${firstName} ${lastName}`,
            points: formatCountIn(points, locale),
          })}
        </p>
      </div>
      {children}
    </section>
  );
}
