import { zodResolver } from '@hookform/resolvers/zod';
import {
  countSms,
  SMS_TRIGGER_TYPES,
  TEMPLATE_LIMITS,
  type TSmsTemplate,
  type TSmsTemplateInput,
  ZSmsTemplateInput,
} from '@regulars/contracts';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { EditorFrame } from './editor-frame.tsx';
import { formProblem } from './form-problem.ts';
import { PlaceholderChips } from './placeholder-chips.tsx';
import { PlaceholderWarning } from './placeholder-warning.tsx';
import { renderSample, unknownPlaceholders } from './placeholders.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { SmsCounter } from './sms-counter.tsx';
import { SmsPreview } from './sms-preview.tsx';
import { asTypedPlaceholders } from './template-words.ts';
import { TriggerSelect } from './trigger-select.tsx';
import { usePlaceholderInsert } from './use-placeholder-insert.ts';
import { useTemplateSave } from './use-template-save.ts';

type Props = { template: TSmsTemplate | null; businessName: string; onClose: () => void };

/** Create or edit an SMS template in place, counting the parts the customer's message will take. */
export function SmsTemplateEditor({ template, businessName, onClose }: Props) {
  const words = useAppWords();
  const { t } = words;
  const form = useForm<TSmsTemplateInput, unknown, z.output<typeof ZSmsTemplateInput>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZSmsTemplateInput),
    defaultValues: {
      name: template?.name ?? '',
      triggerType: template?.triggerType ?? 'custom',
      messageTemplate: template?.messageTemplate ?? '',
    },
  });
  const { submit, saving, failure } = useTemplateSave('sms', template?.id ?? null, onClose);
  const message = form.watch('messageTemplate');
  const rendered = renderSample(message, businessName, 'sms', words);
  const messageRef = useRef<HTMLTextAreaElement | null>(null);
  const placeholders = usePlaceholderInsert(
    'messageTemplate' as const,
    (name, value) => form.setValue(name, value, { shouldDirty: true }),
    () => messageRef.current,
  );
  const errors = form.formState.errors;
  const messageField = form.register('messageTemplate');
  const id = template?.id ?? 'new';

  return (
    <EditorFrame
      title={template ? t('templates.editor.editTitle', { name: template.name }) : t('templates.sms.newTitle')}
      creating={!template}
      saving={saving}
      problem={formProblem(words, errors, ['name', 'messageTemplate', 'triggerType'], failure)}
      onSubmit={form.handleSubmit(submit)}
      onCancel={onClose}
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`sms-name-${id}`}
              label={t('templates.editor.name')}
              placeholder={t('templates.sms.namePlaceholder')}
              maxLength={TEMPLATE_LIMITS.name}
              aria-invalid={errors.name ? true : undefined}
              autoFocus
              {...form.register('name')}
            />
            <TriggerSelect id={`sms-trigger-${id}`} triggers={SMS_TRIGGER_TYPES} {...form.register('triggerType')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`sms-message-${id}`}>{t('templates.sms.message')}</Label>
            <Textarea
              id={`sms-message-${id}`}
              rows={5}
              maxLength={TEMPLATE_LIMITS.smsMessage}
              placeholder={t(
                'templates.sms.messagePlaceholder',
                asTypedPlaceholders('firstName', 'business_name', 'points'),
              )}
              aria-invalid={errors.messageTemplate ? true : undefined}
              {...messageField}
              ref={(el) => {
                messageField.ref(el);
                messageRef.current = el;
              }}
            />
          </div>
          <PlaceholderChips channel="sms" onInsert={placeholders.insert} />
          <PlaceholderWarning unknown={unknownPlaceholders(message, 'sms')} />
        </>
      }
      preview={
        <PreviewPanel>
          <SmsPreview text={rendered} businessName={businessName} />
          <SmsCounter count={countSms(rendered)} />
        </PreviewPanel>
      }
    />
  );
}
