import type { TCommunication } from '@regulars/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';

/** An envelope for an email, a speech bubble for an SMS, in a tinted square. */
export function CommunicationTypeIcon({ type, className }: { type: TCommunication['type']; className?: string }) {
  const { t } = useAppWords();
  const Icon = type === 'email' ? Mail : MessageSquare;
  const name = t(type === 'email' ? 'communications.type.email' : 'communications.type.sms');
  return (
    <span
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg',
        type === 'email' ? 'bg-brand-50 text-brand-600' : 'bg-violet-50 text-violet-600',
        className,
      )}
      title={name}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{name}</span>
    </span>
  );
}
