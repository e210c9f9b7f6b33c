import type { TAppMessageKey } from '@regulars/contracts';
import { type LucideIcon, Mail, MessageSquareText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useWorkingBusinessName } from '../../../api/auth.ts';
import { type TChannel, useSetTemplateActive, useTemplates } from '../../../api/templates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { EmailTemplateEditor } from './email-template-editor.tsx';
import { SmsTemplateEditor } from './sms-template-editor.tsx';
import { TemplateCard } from './template-card.tsx';
import { EmailExcerpt, SmsExcerpt } from './template-excerpts.tsx';
import { TemplateListSkeleton } from './template-list-skeleton.tsx';
import { templateRefusal } from './template-refusals.ts';

const COPY = {
  sms: {
    title: 'templates.sms.title',
    description: 'templates.sms.description',
    empty: 'templates.sms.empty',
    emptyHint: 'templates.sms.emptyHint',
    icon: MessageSquareText,
  },
  email: {
    title: 'templates.email.title',
    description: 'templates.email.description',
    empty: 'templates.email.empty',
    emptyHint: 'templates.email.emptyHint',
    icon: Mail,
  },
} as const satisfies Record<
  TChannel,
  { [word in 'title' | 'description' | 'empty' | 'emptyHint']: TAppMessageKey } & { icon: LucideIcon }
>;

/** A template screen: the list, with one inline editor open at a time (a new template's at the top). */
export function TemplatesScreen({ channel }: { channel: TChannel }) {
  const words = useAppWords();
  const { t } = words;
  const copy = COPY[channel];
  const businessName = useWorkingBusinessName(t('templates.yourBusiness'));
  const templates = useTemplates(channel);
  const setActive = useSetTemplateActive(channel);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const close = () => setEditing(null);

  const toggle = (id: string, name: string, active: boolean) =>
    setActive.mutate(
      { id, active },
      {
        onSuccess: () => toast.success(t(active ? 'templates.activated' : 'templates.deactivated', { name })),
        onError: (error) => toast.error(templateRefusal(words, error, 'templates.refusal.toggleFailed')),
      },
    );

  const newButton = (
    <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
      <Plus className="size-4" aria-hidden />
      {t('templates.new')}
    </Button>
  );

  const list = templates.data?.templates ?? [];
  const editor = (template: (typeof list)[number] | null) => {
    const key = template?.id ?? 'new';
    return channel === 'sms' ? (
      <SmsTemplateEditor
        key={key}
        template={template && 'messageTemplate' in template ? template : null}
        businessName={businessName}
        onClose={close}
      />
    ) : (
      <EmailTemplateEditor
        key={key}
        template={template && 'subject' in template ? template : null}
        businessName={businessName}
        onClose={close}
      />
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t(copy.title)} description={t(copy.description)} actions={newButton} />
      {editing === 'new' && editor(null)}
      {templates.isPending ? (
        <TemplateListSkeleton label={t('templates.loading')} />
      ) : templates.isError ? (
        <LoadError
          title={t('templates.loadFailed')}
          description={templateRefusal(words, templates.error, 'templates.refusal.somethingWrong')}
          onRetry={() => templates.refetch()}
          retrying={templates.isRefetching}
        />
      ) : list.length === 0 ? (
        editing !== 'new' && (
          <Card>
            <EmptyState icon={copy.icon} title={t(copy.empty)} description={t(copy.emptyHint)} action={newButton} />
          </Card>
        )
      ) : (
        <ul className="space-y-3" aria-label={t(copy.title)}>
          {list.map((template) => (
            <li key={template.id}>
              {editing === template.id ? (
                editor(template)
              ) : (
                <TemplateCard
                  name={template.name}
                  trigger={template.triggerType}
                  active={template.active}
                  busy={setActive.isPending && setActive.variables?.id === template.id}
                  preview={
                    'messageTemplate' in template ? (
                      <SmsExcerpt template={template} />
                    ) : (
                      <EmailExcerpt template={template} />
                    )
                  }
                  onEdit={() => setEditing(template.id)}
                  onToggle={() => toggle(template.id, template.name, !template.active)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
