import type { TAutomationTemplate } from '@regulars/contracts';
import { type LucideIcon, Mail, MessageSquare, Pencil, Send, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { sentSummary } from './automation-forms.ts';

type Props = {
  id: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tone: string;
  title: string;
  pitch: string;
  enabled: boolean;
  sent: number;
  messages: { sms: TAutomationTemplate | null; email: TAutomationTemplate | null };
  /** How a channel without a message reads ('not used', or that no template is active). */
  noMessage?: string;
  /** More facts after the messages (the birthday reward). */
  extra?: ReactNode;
  /** What stops it from sending as the business expects, in plain words. */
  warnings: ReactNode[];
  /** Whether it brings customers back: the last 90 days' lift, or how to find out. */
  lift?: ReactNode;
  canEdit: boolean;
  busy: boolean;
  onToggle: (next: boolean) => void;
  onEdit: () => void;
};

/** One automation: what it does, whether it is on, what it sends, what it sent, and what needs attention. */
export function AutomationRow(props: Props) {
  const { id, icon: Icon, enabled } = props;
  const words = useAppWords();
  const { t } = words;
  return (
    <li className="px-4 py-5 sm:px-6" data-testid={`automation-${id}`}>
      <div className="flex items-start gap-3 sm:gap-4">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', props.tone)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <h3 id={`${id}-label`} className="text-sm font-semibold text-gray-900">
                  {props.title}
                </h3>
                <Badge tone={enabled ? 'green' : 'neutral'}>
                  {enabled ? t('automations.row.on') : t('automations.row.off')}
                </Badge>
              </div>
              <p id={`${id}-pitch`} className="mt-1 text-sm text-gray-500">
                {props.pitch}
              </p>
            </div>
            <ToggleSwitch
              id={`${id}-switch`}
              checked={enabled}
              disabled={!props.canEdit || props.busy}
              onChange={props.onToggle}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-pitch`}
            />
          </div>

          <ul
            className="mt-3 flex flex-wrap gap-2 text-xs text-gray-600"
            aria-label={t('automations.row.sends', { title: props.title })}
          >
            <MessageChip
              icon={MessageSquare}
              channel={t('automations.row.sms')}
              template={props.messages.sms}
              none={props.noMessage}
            />
            <MessageChip
              icon={Mail}
              channel={t('automations.row.email')}
              template={props.messages.email}
              none={props.noMessage}
            />
            {props.extra}
          </ul>

          {props.warnings.length > 0 && (
            <ul className="mt-3 space-y-1.5">
              {props.warnings.map((warning, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list drawn in one order
                <li key={i} className="flex items-start gap-2 text-xs text-amber-800">
                  <TriangleAlert className="mt-px size-3.5 shrink-0 text-amber-500" aria-hidden />
                  <span>{warning}</span>
                </li>
              ))}
            </ul>
          )}

          {props.lift}

          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-1.5 text-sm text-gray-700" data-testid={`${id}-sent`}>
              <Send className="size-3.5 text-gray-400" aria-hidden />
              {sentSummary(props.sent, words)}
            </p>
            {props.canEdit && (
              <Button
                variant="secondary"
                size="sm"
                onClick={props.onEdit}
                aria-label={t('automations.row.editNamed', { title: props.title })}
              >
                <Pencil className="size-3.5" aria-hidden />
                {t('automations.row.editSettings')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

/** One channel's message as a chip: its template's name, or that the channel is not used. */
function MessageChip({
  icon: Icon,
  channel,
  template,
  none,
}: {
  icon: LucideIcon;
  channel: string;
  template: TAutomationTemplate | null;
  none?: string;
}) {
  const { t } = useAppWords();
  return (
    <li
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-md px-2 py-1 ring-1 ring-inset',
        template ? 'bg-gray-50 ring-gray-200' : 'bg-white text-gray-500 ring-gray-100',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span className="shrink-0 font-medium">{channel}</span>
      <span className="truncate">{template ? template.name : (none ?? t('automations.row.notUsed'))}</span>
      {template && !template.active && (
        <span className="shrink-0 text-amber-700">{t('automations.row.switchedOff')}</span>
      )}
    </li>
  );
}

/** A fact chip beside the messages (the birthday reward). */
export function FactChip({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-amber-900 ring-1 ring-amber-200 ring-inset">
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate">{children}</span>
    </li>
  );
}
