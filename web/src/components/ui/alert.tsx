import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert, iconClass: 'text-red-500' },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    icon: CircleCheck,
    iconClass: 'text-emerald-500',
  },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info, iconClass: 'text-brand-500' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert, iconClass: 'text-amber-500' },
} as const;

type AlertProps = ComponentProps<'div'> & { tone?: keyof typeof tones; title?: string };

/** A red error box, green success box, amber warning box or brand info box. Errors are announced to screen readers. */
export function Alert({ tone = 'error', title, className, children, ...props }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div className={cn(title && 'mt-0.5')}>{children}</div>
      </div>
    </div>
  );
}
