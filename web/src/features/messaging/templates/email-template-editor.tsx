import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_TRIGGER_TYPES,
  TEMPLATE_LIMITS,
  type TEmailDesign,
  type TEmailTemplate,
  type TEmailTemplateInput,
  ZEmailTemplateInput,
} from '@regulars/contracts';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { sameBlockPlaces } from '../email-design/design-edit.ts';
import { designErrors, firstDesignProblem } from '../email-design/design-errors.ts';
import { DesignPreview } from '../email-design/design-preview.tsx';
import { designText } from '../email-design/design-text.ts';
import { EmailBodyEditor } from '../email-design/email-body-editor.tsx';
import { useBrandForEmail } from '../email-design/use-brand-for-email.ts';
import { useEmailPlaceholders } from '../email-design/use-email-placeholders.ts';
import { useStarterDesign } from '../email-design/use-starter-design.ts';
import { EditorFrame } from './editor-frame.tsx';
import { EmailPreview } from './email-preview.tsx';
import { formProblem } from './form-problem.ts';
import { PlaceholderChips } from './placeholder-chips.tsx';
import { PlaceholderWarning } from './placeholder-warning.tsx';
import { renderSample, unknownPlaceholders } from './placeholders.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { templateFieldMessage } from './template-refusals.ts';
import { asTypedPlaceholders } from './template-words.ts';
import { TriggerSelect } from './trigger-select.tsx';
import { useTemplateSave } from './use-template-save.ts';

/** The editor's fields: the design as the editor holds it (every default filled in). */
type TEmailTemplateForm = Omit<TEmailTemplateInput, 'design'> & { design: TEmailDesign | null };
type TEmailTemplateOutput = z.output<typeof ZEmailTemplateInput>;

const checkTemplate = zodResolver(ZEmailTemplateInput);
/** The contract's rules on the editor's fields (a filled-in design is one the contract accepts as input). */
const templateResolver: Resolver<TEmailTemplateForm, unknown, TEmailTemplateOutput> = (values, context, options) =>
  checkTemplate(values, context, options as never) as never;

type Props = { template: TEmailTemplate | null; businessName: string; onClose: () => void };

/**
 * Create or edit an email template in place: built from blocks in the visual editor (new templates start there), or
 * written as plain text or HTML (sanitised by the server on save).
 */
export function EmailTemplateEditor({ template, businessName, onClose }: Props) {
  const words = useAppWords();
  const { t } = words;
  const brand = useBrandForEmail();
  const starter = useStarterDesign();
  const form = useForm<TEmailTemplateForm, unknown, TEmailTemplateOutput>({
    ...CHECK_ON_SUBMIT,
    resolver: templateResolver,
    defaultValues: {
      name: template?.name ?? '',
      triggerType: template?.triggerType ?? 'custom',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      design: template ? template.design : starter(brand.color),
    },
  });
  // A new template's starter design takes the business's colour once the brand has loaded, unless already edited.
  useEffect(() => {
    if (!template && brand.loaded && !form.getFieldState('design').isDirty) {
      form.setValue('design', starter(brand.color));
    }
  }, [template, brand.loaded, brand.color, form, starter]);
  const { submit, saving, failure } = useTemplateSave('email', template?.id ?? null, onClose);
  const subject = form.watch('subject');
  const body = form.watch('body') ?? '';
  const design = form.watch('design') ?? null;
  const setDesign = (next: TEmailDesign | null) => {
    if (!sameBlockPlaces(form.getValues('design'), next)) form.clearErrors('design');
    form.setValue('design', next, { shouldDirty: true });
  };
  const placeholders = useEmailPlaceholders({
    getDesign: () => form.getValues('design') ?? null,
    setDesign,
    setText: (name, value) => form.setValue(name, value, { shouldDirty: true }),
  });
  const errors = form.formState.errors;
  const blockErrors = designErrors(errors.design as never);
  const subjectField = form.register('subject');
  const bodyField = form.register('body');
  const id = template?.id ?? 'new';
  const designProblem = templateFieldMessage(words, firstDesignProblem(blockErrors));
  const problem =
    formProblem(words, errors, ['name', 'subject'], null) ??
    (designProblem ? { message: designProblem } : null) ??
    formProblem(words, errors, ['body', 'triggerType'], failure);

  return (
    <EditorFrame
      title={template ? t('templates.editor.editTitle', { name: template.name }) : t('templates.email.newTitle')}
      creating={!template}
      saving={saving}
      problem={problem}
      onSubmit={form.handleSubmit(submit)}
      onCancel={onClose}
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`email-name-${id}`}
              label={t('templates.editor.name')}
              placeholder={t('templates.email.namePlaceholder')}
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
            label={t('templates.email.subject')}
            placeholder={t('templates.email.subjectPlaceholder', asTypedPlaceholders('firstName'))}
            maxLength={TEMPLATE_LIMITS.subject}
            aria-invalid={errors.subject ? true : undefined}
            {...subjectField}
            onFocus={placeholders.field('subject').onFocus}
            ref={(el) => {
              subjectField.ref(el);
              placeholders.field('subject').ref(el);
            }}
          />
          <EmailBodyEditor
            id={`email-body-${id}`}
            design={design}
            onDesignChange={setDesign}
            body={body}
            onBodyChange={(next) => form.setValue('body', next, { shouldDirty: true })}
            errors={blockErrors}
            brandColor={brand.color}
            hasLogo={brand.hasLogo}
            field={placeholders.field}
            htmlEditor={
              <div className="space-y-1.5">
                <Label htmlFor={`email-body-${id}`} className="sr-only">
                  {t('templates.email.body')}
                </Label>
                <Textarea
                  id={`email-body-${id}`}
                  rows={9}
                  maxLength={TEMPLATE_LIMITS.body}
                  className="font-mono text-[13px]"
                  placeholder={t('templates.email.bodyPlaceholder', asTypedPlaceholders('firstName', 'business_name'))}
                  aria-invalid={errors.body ? true : undefined}
                  aria-describedby={`email-body-${id}-hint`}
                  {...bodyField}
                  onFocus={placeholders.field('body').onFocus}
                  ref={(el) => {
                    bodyField.ref(el);
                    placeholders.field('body').ref(el);
                  }}
                />
                <FieldHint id={`email-body-${id}-hint`}>{t('templates.email.bodyHint')}</FieldHint>
              </div>
            }
          />
          <PlaceholderChips channel="email" onInsert={placeholders.insert} />
          <PlaceholderWarning
            unknown={unknownPlaceholders(`${subject}\n${design ? designText(design) : body}`, 'email')}
          />
        </>
      }
      preview={
        <PreviewPanel>
          {design ? (
            <DesignPreview design={design} subject={subject} businessName={businessName} />
          ) : (
            <EmailPreview
              subject={renderSample(subject, businessName, 'email', words)}
              body={renderSample(body, businessName, 'email', words)}
              businessName={businessName}
            />
          )}
        </PreviewPanel>
      }
    />
  );
}
