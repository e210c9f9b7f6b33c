import type { TCampaignType, TEmailDesign } from '@regulars/contracts';
import { Link } from 'react-router';
import { useTemplates } from '../../../api/templates.ts';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';

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
  const templates = useTemplates(type);
  const list = (templates.data?.templates ?? []).map((t) =>
    'messageTemplate' in t
      ? { id: t.id, name: t.name, active: t.active, subject: '', body: t.messageTemplate, design: null }
      : { id: t.id, name: t.name, active: t.active, subject: t.subject, body: t.body, design: t.design },
  );
  const known = list.some((t) => t.id === value);
  const templatesPath = type === 'email' ? '/email-templates' : '/sms-templates';

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Start from a template</Label>
      <select
        id={id}
        className={cn(fieldClasses, 'h-10 pr-8')}
        value={known ? (value ?? '') : ''}
        disabled={templates.isPending || list.length === 0}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const picked = list.find((t) => t.id === event.target.value);
          if (picked) onPick({ id: picked.id, subject: picked.subject, body: picked.body, design: picked.design });
        }}
      >
        <option value="" disabled>
          {templates.isPending ? 'Loading templates…' : list.length === 0 ? 'No templates yet' : 'Choose a template…'}
        </option>
        {list.map((t) => (
          <option key={t.id} value={t.id}>
            {t.active ? t.name : `${t.name} (inactive)`}
          </option>
        ))}
      </select>
      <FieldHint id={`${id}-hint`}>
        {list.length === 0 && !templates.isPending ? (
          <>
            Write the message below, or{' '}
            <Link to={templatesPath} className="font-medium text-brand-600 hover:underline">
              create a template
            </Link>{' '}
            to reuse.
          </>
        ) : (
          'Copies the template’s words in; edit them freely, the template itself stays as it is.'
        )}
      </FieldHint>
    </div>
  );
}
