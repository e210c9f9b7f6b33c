import type { TAppMessageKey, TEmailTemplate, TSmsTemplate, TTriggerType } from '@regulars/contracts';
import { ChevronDown } from 'lucide-react';
import { fieldClasses } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';

type TTemplate = TSmsTemplate | TEmailTemplate;

/** What each template is for, as the option names it (TRIGGER_LABELS in the user's language). */
const TRIGGER_KEYS: Record<TTriggerType, TAppMessageKey> = {
  welcome: 'automations.trigger.welcome',
  reward_earned: 'automations.trigger.rewardEarned',
  points_milestone: 'automations.trigger.pointsMilestone',
  birthday: 'automations.trigger.birthday',
  custom: 'automations.trigger.custom',
  promotional: 'automations.trigger.promotional',
  reward: 'automations.trigger.reward',
  points_expiring: 'automations.trigger.pointsExpiring',
  status_up: 'automations.trigger.statusUp',
  referral_referrer: 'automations.trigger.referralReferrer',
  referral_friend: 'automations.trigger.referralFriend',
};

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
  const { t } = useAppWords();
  const chosen = templates?.find((template) => template.id === value);
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const none = channel === 'sms' ? t('automations.template.noSms') : t('automations.template.noEmail');
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
          <option value="">{loading ? t('automations.template.loading') : none}</option>
          {templates?.map((template) => (
            <option key={template.id} value={template.id} disabled={!template.active && template.id !== value}>
              {t(template.active ? 'automations.template.option' : 'automations.template.optionOff', {
                name: template.name,
                trigger: t(TRIGGER_KEYS[template.triggerType]),
              })}
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
          {'messageTemplate' in chosen
            ? chosen.messageTemplate
            : t('automations.template.subject', { subject: chosen.subject })}
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
