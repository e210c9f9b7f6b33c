import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_TRIGGER_TYPES,
  TEMPLATE_LIMITS,
  type TEmailTemplate,
  type TEmailTemplateInput,
  ZEmailTemplateInput,
} from '@regulars/contracts';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { EditorFrame } from './editor-frame.tsx';
import { EmailPreview } from './email-preview.tsx';
import { formProblem } from './form-problem.ts';
import { PlaceholderChips } from './placeholder-chips.tsx';
import { PlaceholderWarning } from './placeholder-warning.tsx';
import { renderSample, unknownPlaceholders } from './placeholders.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { TriggerSelect } from './trigger-select.tsx';
import { usePlaceholderInsert } from './use-placeholder-insert.ts';
import { useTemplateSave } from './use-template-save.ts';

type Props = { template: TEmailTemplate | null; businessName: string; onClose: () => void };

/** Create or edit an email template in place; the body is plain text or HTML (sanitised by the server on save). */
export function EmailTemplateEditor({ template, businessName, onClose }: Props) {
  const form = useForm<TEmailTemplateInput, unknown, z.output<typeof ZEmailTemplateInput>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZEmailTemplateInput),
    defaultValues: {
      name: template?.name ?? '',
      triggerType: template?.triggerType ?? 'custom',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
  });
  const { submit, saving, failure } = useTemplateSave('email', template?.id ?? null, onClose);
  const subject = form.watch('subject');
  const body = form.watch('body');
  const elements = useRef<{ subject: HTMLInputElement | null; body: HTMLTextAreaElement | null }>({
    subject: null,
    body: null,
  });
  const placeholders = usePlaceholderInsert(
    'body' as 'subject' | 'body',
    (name, value) => form.setValue(name, value, { shouldDirty: true }),
    (name) => elements.current[name],
  );
  const errors = form.formState.errors;
  const subjectField = form.register('subject');
  const bodyField = form.register('body');
  const id = template?.id ?? 'new';

  return (
    <EditorFrame
      title={template ? `Edit “${template.name}”` : 'New email template'}
      creating={!template}
      saving={saving}
      problem={formProblem(errors, ['name', 'subject', 'body', 'triggerType'], failure)}
      onSubmit={form.handleSubmit(submit)}
      onCancel={onClose}
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`email-name-${id}`}
              label="Name"
              placeholder="e.g. Birthday treat"
              maxLength={TEMPLATE_LIMITS.name}
              aria-invalid={errors.name ? true : undefined}
              autoFocus
              {...form.register('name')}
            />
            <TriggerSelect
              id={`email-trigger-${id}`}
              triggers={EMAIL_TRIGGER_TYPES}
              {...form.register('triggerType')}
            />
          </div>
          <TextField
            id={`email-subject-${id}`}
            label="Subject"
            placeholder="A treat for you, {firstName}"
            maxLength={TEMPLATE_LIMITS.subject}
            aria-invalid={errors.subject ? true : undefined}
            {...subjectField}
            onFocus={placeholders.track('subject')}
            ref={(el) => {
              subjectField.ref(el);
              elements.current.subject = el;
            }}
          />
          <div className="space-y-1.5">
            <Label htmlFor={`email-body-${id}`}>Body</Label>
            <Textarea
              id={`email-body-${id}`}
              rows={9}
              maxLength={TEMPLATE_LIMITS.body}
              className="font-mono text-[13px]"
              placeholder={'Hi {firstName},\n\nThanks for being a regular at {business_name}.'}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={`email-body-${id}-hint`}
              {...bodyField}
              onFocus={placeholders.track('body')}
              ref={(el) => {
                bodyField.ref(el);
                elements.current.body = el;
              }}
            />
            <FieldHint id={`email-body-${id}-hint`}>
              Plain text, or HTML for formatting, links and images. Scripts and unsafe code are removed when you save.
            </FieldHint>
          </div>
          <PlaceholderChips channel="email" onInsert={placeholders.insert} />
          <PlaceholderWarning unknown={unknownPlaceholders(`${subject}\n${body}`, 'email')} />
        </>
      }
      preview={
        <PreviewPanel>
          <EmailPreview
            subject={renderSample(subject, businessName, 'email')}
            body={renderSample(body, businessName, 'email')}
            businessName={businessName}
          />
        </PreviewPanel>
      }
    />
  );
}
