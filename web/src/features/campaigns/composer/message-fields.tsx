import { CAMPAIGN_LIMITS, countSms, languageOfLocale, type TCampaignType, withOptOutLine } from '@regulars/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useBusinessMoney } from '../../../api/business-money.ts';
import { useReferralProgram } from '../../../api/referrals.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLanguageWords } from '../../../lib/words.tsx';
import {
  CampaignLinkNotices,
  DesignPreview,
  designErrors,
  designText,
  EmailBodyEditor,
  EmailPreview,
  PlaceholderChips,
  PlaceholderWarning,
  PreviewPanel,
  renderSample,
  SmsCounter,
  SmsPreview,
  sameBlockPlaces,
  unknownPlaceholders,
  useBrandForEmail,
  useEmailPlaceholders,
} from '../../messaging/index.ts';
import type { TComposerOutput, TComposerValues } from './composer-form.ts';
import { TemplatePicker } from './template-picker.tsx';

type Props = {
  form: UseFormReturn<TComposerValues, unknown, TComposerOutput>;
  type: TCampaignType;
  businessName: string;
  /** Which words: the campaign's own (version A's in an A/B test) or version B's. */
  variant?: 'a' | 'b';
  /** An A/B test is on: the campaign's own words are called version A. */
  abTest?: boolean;
};

/** A campaign fills in nobody's wallet link (each recipient's pass would be made at send time): no chip for it. */
const WALLET_ONLY = ['wallet_link'] as const;

const FIELDS = {
  a: { subject: 'subject', body: 'body', design: 'design', id: 'campaign' },
  b: { subject: 'variantB.subject', body: 'variantB.body', design: 'variantB.design', id: 'campaign-b' },
} as const;

/**
 * The campaign's words (or an A/B test's version B's): from a template or written here, with the templates'
 * placeholders, preview and counter.
 */
export function MessageFields({ form, type, businessName, variant = 'a', abTest = false }: Props) {
  const paths = FIELDS[variant];
  const subject = form.watch(paths.subject);
  const body = form.watch(paths.body);
  const templateId = form.watch('templateId');
  const email = type === 'email';
  const design = email ? form.watch(paths.design) : null;
  const brand = useBrandForEmail();
  const referrals = useReferralProgram().data;
  // The line on how to stop is in the business's language, as its customers' texts end (issue 52).
  const customersWords = useLanguageWords(languageOfLocale(useBusinessMoney().locale));
  const invitesOn = referrals && Boolean(referrals.included && referrals.settings?.enabled);
  const allErrors = form.formState.errors;
  const errors = (variant === 'b' ? allErrors.variantB : allErrors) ?? {};
  const setDesign = (next: TComposerValues['design']) => {
    if (!sameBlockPlaces(form.getValues(paths.design), next)) form.clearErrors(paths.design);
    form.setValue(paths.design, next, { shouldDirty: true });
  };
  const placeholders = useEmailPlaceholders({
    getDesign: () => form.getValues(paths.design),
    setDesign,
    setText: (name, value) => form.setValue(paths[name], value, { shouldDirty: true }),
  });
  const subjectField = form.register(paths.subject);
  const bodyField = form.register(paths.body);
  const rendered = renderSample(body, businessName, type);
  const written = design ? designText(design) : body;

  const bodyBox = (
    <div className="space-y-1.5">
      <Label htmlFor={`${paths.id}-body`} className={email ? 'sr-only' : undefined}>
        {variant === 'b' ? `Version B ${email ? 'body' : 'message'}` : email ? 'Body' : 'Message'}
      </Label>
      <Textarea
        id={`${paths.id}-body`}
        rows={email ? 10 : 5}
        maxLength={email ? CAMPAIGN_LIMITS.emailBody : CAMPAIGN_LIMITS.smsBody}
        className={email ? 'font-mono text-[13px]' : undefined}
        placeholder={
          email
            ? 'Hi {firstName},\n\nThis week only: double points on every coffee at {business_name}.'
            : 'Hi {firstName}! Double points all week at {business_name}.'
        }
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={email ? `${paths.id}-body-hint` : undefined}
        {...bodyField}
        onFocus={placeholders.field('body').onFocus}
        ref={(el) => {
          bodyField.ref(el);
          placeholders.field('body').ref(el);
        }}
      />
      {email && (
        <FieldHint id={`${paths.id}-body-hint`}>
          Plain text, or HTML for formatting, links and images. Scripts and unsafe code are removed when you save.
        </FieldHint>
      )}
      {!email && (
        <FieldHint id={`${paths.id}-stop-hint`}>
          Campaign texts end with “{customersWords.t('sms.optOut')}” unless your message already says how to stop.
        </FieldHint>
      )}
      {errors.body?.message && <p className="text-xs text-red-600">{errors.body.message}</p>}
    </div>
  );

  return (
    <Card data-testid={variant === 'b' ? 'variant-b-message' : 'variant-a-message'}>
      <CardHeader>
        <CardTitle>{variant === 'b' ? 'Version B' : abTest ? 'Version A' : 'Message'}</CardTitle>
        <CardDescription>
          {variant === 'b'
            ? 'What the customers drawn for version B get instead. Change one thing (the subject, the offer) to learn what works.'
            : `Placeholders such as {firstName} are filled in for each customer when it is sent.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0 space-y-4">
          {variant === 'a' && (
            <TextField
              id="campaign-name"
              label="Campaign name"
              maxLength={CAMPAIGN_LIMITS.name}
              hint="Only you see it, in your list of campaigns."
              error={allErrors.name?.message}
              {...form.register('name')}
            />
          )}
          <TemplatePicker
            id={`${paths.id}-template`}
            type={type}
            value={variant === 'a' ? templateId : null}
            onPick={(template) => {
              const dirty = { shouldDirty: true };
              // The template kept for the record is version A's.
              if (variant === 'a') form.setValue('templateId', template.id, dirty);
              if (email) form.setValue(paths.subject, template.subject, dirty);
              form.setValue(paths.body, template.body, dirty);
              if (email) form.setValue(paths.design, template.design, dirty);
            }}
          />
          {email && (
            <TextField
              id={`${paths.id}-subject`}
              label={variant === 'b' ? 'Version B subject' : 'Subject'}
              placeholder="A treat for you, {firstName}"
              maxLength={CAMPAIGN_LIMITS.subject}
              error={errors.subject?.message}
              {...subjectField}
              onFocus={placeholders.field('subject').onFocus}
              ref={(el) => {
                subjectField.ref(el);
                placeholders.field('subject').ref(el);
              }}
            />
          )}
          {email ? (
            <EmailBodyEditor
              id={`${paths.id}-body`}
              design={design}
              onDesignChange={setDesign}
              body={body}
              onBodyChange={(next) => form.setValue(paths.body, next, { shouldDirty: true })}
              errors={designErrors(errors.design as never)}
              brandColor={brand.color}
              hasLogo={brand.hasLogo}
              field={placeholders.field}
              htmlEditor={bodyBox}
            />
          ) : (
            bodyBox
          )}
          <PlaceholderChips channel={type} onInsert={placeholders.insert} omit={WALLET_ONLY} />
          <PlaceholderWarning unknown={unknownPlaceholders(email ? `${subject}\n${written}` : body, type)} />
          <CampaignLinkNotices text={email ? `${subject}\n${written}` : body} invitesOn={invitesOn} />
        </div>
        <PreviewPanel>
          {design ? (
            <DesignPreview design={design} subject={subject} businessName={businessName} />
          ) : email ? (
            <EmailPreview
              subject={renderSample(subject, businessName, 'email')}
              body={rendered}
              businessName={businessName}
            />
          ) : (
            <>
              <SmsPreview text={withOptOutLine(rendered, customersWords)} businessName={businessName} />
              <SmsCounter count={countSms(withOptOutLine(rendered, customersWords))} />
            </>
          )}
        </PreviewPanel>
      </CardContent>
    </Card>
  );
}
