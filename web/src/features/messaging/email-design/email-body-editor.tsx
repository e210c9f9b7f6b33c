import type { TEmailDesign } from '@regulars/contracts';
import { type ReactNode, useState } from 'react';
import { renderEmailDesign } from '../../../api/email-designs.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { templateRefusal } from '../templates/template-refusals.ts';
import type { TBlockFieldProps } from './block-editor.tsx';
import { DesignEditor } from './design-editor.tsx';
import type { TDesignErrors } from './design-errors.ts';
import { useStarterDesign } from './use-starter-design.ts';

type TMode = 'visual' | 'html';

type Props = {
  id: string;
  design: TEmailDesign | null;
  onDesignChange: (design: TEmailDesign | null) => void;
  body: string;
  onBodyChange: (body: string) => void;
  /** The plain-text-or-HTML box, for the advanced tab. */
  htmlEditor: ReactNode;
  errors: TDesignErrors;
  brandColor: string;
  hasLogo: boolean;
  field: TBlockFieldProps;
};

/**
 * An email's body: built from blocks in the visual editor (the server renders them), or written as text or HTML in
 * the advanced tab. Leaving the blocks turns them into their HTML; leaving written HTML for blocks starts a new
 * design (the written body stays until the save replaces it, so switching back loses nothing).
 */
export function EmailBodyEditor(props: Props) {
  const { id, design, body } = props;
  const words = useAppWords();
  const { t } = words;
  const [asking, setAsking] = useState<TMode | null>(null);
  const [busy, setBusy] = useState(false);
  const mode: TMode = design ? 'visual' : 'html';
  const starter = useStarterDesign();

  // The starter design, untouched: nothing of the owner's to carry over, so the HTML box opens as it was.
  const untouched = design !== null && JSON.stringify(design) === JSON.stringify(starter(design.color));

  const toHtml = async () => {
    if (!design) return;
    setBusy(true);
    try {
      props.onBodyChange(await renderEmailDesign(design));
      props.onDesignChange(null);
      setAsking(null);
    } catch (error) {
      toast.error(templateRefusal(words, error, 'templates.refusal.toHtmlFailed'));
    } finally {
      setBusy(false);
    }
  };
  const toVisual = () => {
    props.onDesignChange(starter(props.brandColor));
    setAsking(null);
  };

  return (
    <div className="space-y-3">
      <Tabs
        value={mode}
        onValueChange={(next) => {
          if (next === mode) return;
          if (next === 'visual' && body.trim() === '') toVisual();
          else if (next === 'html' && untouched) props.onDesignChange(null);
          else setAsking(next as TMode);
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium text-gray-700" aria-hidden>
            {t('templates.email.body')}
          </span>
          <TabsList aria-label={t('templates.body.chooseEditor')}>
            <TabsTrigger value="visual">{t('templates.body.visual')}</TabsTrigger>
            <TabsTrigger value="html">{t('templates.body.html')}</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="visual" className="mt-3">
          {design && (
            <DesignEditor
              id={id}
              design={design}
              onChange={props.onDesignChange}
              errors={props.errors}
              hasLogo={props.hasLogo}
              field={props.field}
            />
          )}
        </TabsContent>
        <TabsContent value="html" className="mt-3">
          {props.htmlEditor}
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={asking === 'html'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('templates.body.toHtmlTitle')}
        message={t('templates.body.toHtmlMessage')}
        confirmLabel={t('templates.body.toHtmlConfirm')}
        busyLabel={t('templates.body.toHtmlBusy')}
        cancelLabel={t('templates.editor.cancel')}
        busy={busy}
        variant="primary"
        onConfirm={() => void toHtml()}
      />
      <ConfirmDialog
        open={asking === 'visual'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('templates.body.toVisualTitle')}
        message={t('templates.body.toVisualMessage')}
        confirmLabel={t('templates.body.toVisualConfirm')}
        busyLabel={t('templates.body.toVisualBusy')}
        cancelLabel={t('templates.editor.cancel')}
        busy={false}
        variant="primary"
        onConfirm={toVisual}
      />
    </div>
  );
}
