import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A wide table's frame: on a narrow screen it scrolls sideways, and while columns are hidden to the right it says
 * so, with a fade at the edge and a line below it. Focusable, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function SidewaysScroll({
  label,
  className,
  children,
}: {
  label: string;
  /** The frame's own look (a border, a rounded edge). */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useAppWords();
  const frame = useRef<HTMLElement>(null);
  const [moreRight, setMoreRight] = useState(false);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const check = () => setMoreRight(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    check();
    // The frame's width (a turned phone) and the table's (another tab, new rows) both change what is hidden.
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, []);
  return (
    <div>
      <div className="relative">
        <section
          ref={frame}
          className={cn('overflow-x-auto', className)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
          tabIndex={0}
          aria-label={t('shell.scrollsSideways', { label })}
        >
          {children}
        </section>
        {moreRight && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-px right-px w-12 rounded-r-lg bg-gradient-to-l from-white"
          />
        )}
      </div>
      {moreRight && (
        <p className="mt-1.5 text-right text-xs text-gray-500" data-testid="more-columns">
          {t('shell.moreColumns')}
        </p>
      )}
    </div>
  );
}
