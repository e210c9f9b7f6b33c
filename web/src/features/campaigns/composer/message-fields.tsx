import { CAMPAIGN_LIMITS, countSms, languageOfLocale, type TCampaignType, withOptOutLine } from '@regulars/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useBusinessMoney } from '../../../api/business-money.ts';
import { useReferralProgram } from '../../../api/referrals.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
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
import { fieldMessage } from './composer-refusals.ts';
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
  const words = useAppWords();
  const { t } = words;
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
  const rendered = renderSample(body, businessName, type, words);
  const written = design ? designText(design) : body;
  const bodyError = fieldMessage(words, errors.body?.message);
  const bodyLabel =
    variant === 'b'
      ? t(email ? 'composer.message.bodyB' : 'composer.message.textB')
      : t(email ? 'composer.message.body' : 'composer.message.text');
  // The placeholders stay placeholders, in every language.
  const placeholderNames = { firstName: '{firstName}', business_name: '{business_name}' };

  const bodyBox = (
    <div className="space-y-1.5">
      <Label htmlFor={`${paths.id}-body`} className={email ? 'sr-only' : undefined}>
        {bodyLabel}
      </Label>
      <Textarea
        id={`${paths.id}-body`}
        rows={email ? 10 : 5}
        maxLength={email ? CAMPAIGN_LIMITS.emailBody : CAMPAIGN_LIMITS.smsBody}
        className={email ? 'font-mono text-[13px]' : undefined}
        placeholder={t(
          email ? 'composer.message.emailPlaceholder' : 'composer.message.smsPlaceholder',
          placeholderNames,
        )}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={email ? `${paths.id}-body-hint` : undefined}
        {...bodyField}
        onFocus={placeholders.field('body').onFocus}
        ref={(el) => {
          bodyField.ref(el);
          placeholders.field('body').ref(el);
        }}
      />
      {email && <FieldHint id={`${paths.id}-body-hint`}>{t('composer.message.htmlHint')}</FieldHint>}
      {!email && (
        <FieldHint id={`${paths.id}-stop-hint`}>
          {t('composer.message.stopHint', { line: customersWords.t('sms.optOut') })}
        </FieldHint>
      )}
      {bodyError && <p className="text-xs text-red-600">{bodyError}</p>}
    </div>
  );

  return (
    <Card data-testid={variant === 'b' ? 'variant-b-message' : 'variant-a-message'}>
      <CardHeader>
        <CardTitle>
          {t(variant === 'b' ? 'composer.versionB' : abTest ? 'composer.versionA' : 'composer.message.title')}
        </CardTitle>
        <CardDescription>
          {variant === 'b' ? t('composer.message.descriptionB') : t('composer.message.description', placeholderNames)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0 space-y-4">
          {variant === 'a' && (
            <TextField
              id="campaign-name"
              label={t('composer.message.name')}
              maxLength={CAMPAIGN_LIMITS.name}
              hint={t('composer.message.nameHint')}
              error={fieldMessage(words, allErrors.name?.message)}
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
              label={t(variant === 'b' ? 'composer.message.subjectB' : 'composer.message.subject')}
              placeholder={t('composer.message.subjectPlaceholder', placeholderNames)}
              maxLength={CAMPAIGN_LIMITS.subject}
              error={fieldMessage(words, errors.subject?.message)}
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
              subject={renderSample(subject, businessName, 'email', words)}
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
