import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';

type Props = {
  title: string;
  creating: boolean;
  saving: boolean;
  /** The first thing wrong with the form, or the server's refusal. */
  problem: { title?: string; message: string } | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  fields: ReactNode;
  preview: ReactNode;
};

/** The inline editor's card: fields on the left, the live preview on the right (below on a phone). */
export function EditorFrame({ title, creating, saving, problem, onSubmit, onCancel, fields, preview }: Props) {
  const { t } = useAppWords();
  return (
    <Card className="ring-2 ring-brand-600/15" data-testid="template-editor">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <div className="border-b border-gray-100 px-5 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        </div>
        <div className="grid gap-6 px-5 py-5 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="min-w-0 space-y-4">
            {problem && (
              <Alert title={problem.title} data-testid="template-error">
                {problem.message}
              </Alert>
            )}
            {fields}
          </div>
          {preview}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('templates.editor.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {saving
              ? t('templates.editor.saving')
              : creating
                ? t('templates.editor.create')
                : t('templates.editor.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
