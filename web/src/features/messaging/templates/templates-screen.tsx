import { TEMPLATE_MESSAGES } from '@regulars/contracts';
import { Mail, MessageSquareText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useWorkingBusinessName } from '../../../api/auth.ts';
import { errorMessage } from '../../../api/client.ts';
import { type TChannel, useSetTemplateActive, useTemplates } from '../../../api/templates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { EmailTemplateEditor } from './email-template-editor.tsx';
import { SmsTemplateEditor } from './sms-template-editor.tsx';
import { TemplateCard } from './template-card.tsx';
import { EmailExcerpt, SmsExcerpt } from './template-excerpts.tsx';
import { TemplateListSkeleton } from './template-list-skeleton.tsx';

const COPY = {
  sms: {
    title: 'SMS Templates',
    description: 'Texts sent on a trigger (welcome, rewards, birthdays …) and offered in the quick SMS from Customers.',
    empty: 'No SMS templates yet',
    emptyHint: 'Write a welcome text so every new customer hears from you the moment they join.',
    icon: MessageSquareText,
  },
  email: {
    title: 'Email Templates',
    description: 'Emails sent on a trigger and offered in the quick email from Customers.',
    empty: 'No email templates yet',
    emptyHint: 'Start with a welcome or birthday email: customers who opted in get it automatically.',
    icon: Mail,
  },
} as const;

/** A template screen: the list, with one inline editor open at a time (a new template's at the top). */
export function TemplatesScreen({ channel }: { channel: TChannel }) {
  const copy = COPY[channel];
  const businessName = useWorkingBusinessName('Your business');
  const templates = useTemplates(channel);
  const setActive = useSetTemplateActive(channel);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const close = () => setEditing(null);

  const toggle = (id: string, name: string, active: boolean) =>
    setActive.mutate(
      { id, active },
      {
        onSuccess: () => toast.success(`${name} ${active ? 'activated' : 'deactivated'}`),
        onError: (error) => toast.error(errorMessage(error, TEMPLATE_MESSAGES.toggleFailed)),
      },
    );

  const newButton = (
    <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
      <Plus className="size-4" aria-hidden />
      New template
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
      <PageHeader title={copy.title} description={copy.description} actions={newButton} />
      {editing === 'new' && editor(null)}
      {templates.isPending ? (
        <TemplateListSkeleton label="Loading templates" />
      ) : templates.isError ? (
        <LoadError
          title="Templates could not be loaded"
          description={errorMessage(templates.error)}
          onRetry={() => templates.refetch()}
          retrying={templates.isRefetching}
        />
      ) : list.length === 0 ? (
        editing !== 'new' && (
          <Card>
            <EmptyState icon={copy.icon} title={copy.empty} description={copy.emptyHint} action={newButton} />
          </Card>
        )
      ) : (
        <ul className="space-y-3" aria-label={copy.title}>
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
