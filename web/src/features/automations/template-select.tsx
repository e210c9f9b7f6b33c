import { type TEmailTemplate, TRIGGER_LABELS, type TSmsTemplate } from '@regulars/contracts';
import { ChevronDown } from 'lucide-react';
import { fieldClasses } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';

type TTemplate = TSmsTemplate | TEmailTemplate;

type Props = {
  id: string;
  label: string;
  channel: 'sms' | 'email';
  templates: TTemplate[] | undefined;
  loading: boolean;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
};

/**
 * A channel's message: "don't send" or one of the business's templates. Switched-off templates cannot be chosen
 * (they would send nothing), except the one already chosen, which stays visible so the business sees why.
 */
export function TemplateSelect({ id, label, channel, templates, loading, value, onChange, hint, error }: Props) {
  const chosen = templates?.find((t) => t.id === value);
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const none = channel === 'sms' ? "Don't send an SMS" : "Don't send an email";
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative mt-1.5">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={loading}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cn(fieldClasses, 'h-10 appearance-none pr-9')}
        >
          <option value="">{loading ? 'Loading templates…' : none}</option>
          {templates?.map((t) => (
            <option key={t.id} value={t.id} disabled={!t.active && t.id !== value}>
              {t.name} · {TRIGGER_LABELS[t.triggerType]}
              {t.active ? '' : ' (switched off)'}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
      </div>
      {chosen && (
        <p className="mt-2 line-clamp-3 rounded-lg bg-gray-50 px-3 py-2 text-xs leading-5 text-gray-600 ring-1 ring-gray-100 ring-inset">
          {'messageTemplate' in chosen ? chosen.messageTemplate : `Subject: ${chosen.subject}`}
        </p>
      )}
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
