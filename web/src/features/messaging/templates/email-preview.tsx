import { isHtmlBody } from '@regulars/contracts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { SAMPLE_CUSTOMER } from './placeholders.ts';

const SAMPLE_TO = `${SAMPLE_CUSTOMER.firstName} ${SAMPLE_CUSTOMER.lastName} <${SAMPLE_CUSTOMER.email}>`;

/**
 * The rendered email. HTML is shown in a sandboxed frame without allow-scripts, so nothing typed into a
 * template (before the server sanitises it on save) can run in our page; plain text is shown as text.
 */
export function EmailPreview({
  subject,
  body,
  businessName,
  tall = false,
  emptyText,
}: {
  subject: string;
  body: string;
  businessName: string;
  /** A designed email is a page of its own: shown taller than a written one. */
  tall?: boolean;
  /** What shows before there is a body; "Your email appears here as you type." unless given. */
  emptyText?: string;
}) {
  const { t } = useAppWords();
  const html = isHtmlBody(body);
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white" data-testid="template-preview">
      <dl className="space-y-1 border-b border-gray-100 bg-gray-50 px-4 py-3 text-xs">
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-gray-500">{t('templates.preview.from')}</dt>
          <dd className="min-w-0 truncate text-gray-900">{businessName}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-gray-500">{t('templates.preview.to')}</dt>
          <dd className="min-w-0 truncate text-gray-900">{SAMPLE_TO}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-14 shrink-0 text-gray-500">{t('templates.preview.subject')}</dt>
          <dd className="min-w-0 font-semibold break-words text-gray-900" data-testid="preview-subject">
            {subject.trim() || <span className="font-normal text-gray-500">{t('templates.preview.noSubject')}</span>}
          </dd>
        </div>
      </dl>
      {body.trim() === '' ? (
        <p className="px-4 py-10 text-center text-sm text-gray-500">{emptyText ?? t('templates.preview.emailEmpty')}</p>
      ) : html ? (
        <iframe
          title={t('templates.preview.frame')}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><body style="margin:${tall ? 0 : 16}px;font:14px/1.5 system-ui,sans-serif;color:#111827">${body}</body>`}
          className={tall ? 'h-[32rem] w-full bg-white' : 'h-72 w-full bg-white'}
          data-testid="preview-frame"
        />
      ) : (
        <p className="max-h-72 overflow-auto px-4 py-3 text-sm whitespace-pre-wrap break-words text-gray-900">{body}</p>
      )}
    </div>
  );
}
