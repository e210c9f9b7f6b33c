import type { TCommunication } from '@regulars/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** An envelope for an email, a speech bubble for an SMS, in a tinted square. */
export function CommunicationTypeIcon({ type, className }: { type: TCommunication['type']; className?: string }) {
  const Icon = type === 'email' ? Mail : MessageSquare;
  return (
    <span
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg',
        type === 'email' ? 'bg-brand-50 text-brand-600' : 'bg-violet-50 text-violet-600',
        className,
      )}
      title={type === 'email' ? 'Email' : 'SMS'}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{type === 'email' ? 'Email' : 'SMS'}</span>
    </span>
  );
}
