import type { TCampaignType, TEmailDesign } from '@regulars/contracts';
import { Link } from 'react-router';
import { useTemplates } from '../../../api/templates.ts';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { partsAround } from '../../../lib/parts-around.ts';

export type TPickedTemplate = { id: string; subject: string; body: string; design: TEmailDesign | null };

type Props = {
  type: TCampaignType;
  value: string | null;
  onPick: (template: TPickedTemplate) => void;
  /** The select's id (an A/B test's version B has its own picker). */
  id?: string;
};

/** "Start from a template": the business's templates of the channel; picking one copies its words in. */
export function TemplatePicker({ type, value, onPick, id = 'campaign-template' }: Props) {
  const { t } = useAppWords();
  const templates = useTemplates(type);
  const list = (templates.data?.templates ?? []).map((one) =>
    'messageTemplate' in one
      ? { id: one.id, name: one.name, active: one.active, subject: '', body: one.messageTemplate, design: null }
      : { id: one.id, name: one.name, active: one.active, subject: one.subject, body: one.body, design: one.design },
  );
  const known = list.some((template) => template.id === value);
  const templatesPath = type === 'email' ? '/email-templates' : '/sms-templates';
  const [createBefore, createAfter] = partsAround((link) => t('composer.template.create', { link }));

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('composer.template.label')}</Label>
      <select
        id={id}
        className={cn(fieldClasses, 'h-10 pr-8')}
        value={known ? (value ?? '') : ''}
        disabled={templates.isPending || list.length === 0}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const picked = list.find((template) => template.id === event.target.value);
          if (picked) onPick({ id: picked.id, subject: picked.subject, body: picked.body, design: picked.design });
        }}
      >
        <option value="" disabled>
          {t(
            templates.isPending
              ? 'composer.template.loading'
              : list.length === 0
                ? 'composer.template.none'
                : 'composer.template.choose',
          )}
        </option>
        {list.map((template) => (
          <option key={template.id} value={template.id}>
            {template.active ? template.name : t('composer.template.inactive', { name: template.name })}
          </option>
        ))}
      </select>
      <FieldHint id={`${id}-hint`}>
        {list.length === 0 && !templates.isPending ? (
          <>
            {createBefore}
            <Link to={templatesPath} className="font-medium text-brand-600 hover:underline">
              {t('composer.template.createLink')}
            </Link>
            {createAfter}
          </>
        ) : (
          t('composer.template.copies')
        )}
      </FieldHint>
    </div>
  );
}
