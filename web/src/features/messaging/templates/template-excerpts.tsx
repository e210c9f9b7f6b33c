import { isHtmlBody, type TEmailTemplate, type TSmsTemplate } from '@regulars/contracts';

/** An SMS template's text, two lines at most. */
export function SmsExcerpt({ template }: { template: TSmsTemplate }) {
  return (
    <p className="line-clamp-2 break-words whitespace-pre-line" title={template.messageTemplate}>
      {template.messageTemplate}
    </p>
  );
}

/** The words of an HTML body, for a one-line excerpt (shown as text, never as HTML). */
function bodyText(body: string): string {
  const text = isHtmlBody(body)
    ? body
        .replace(/<\/?(?:p|div|br|h[1-6]|li|ul|ol|tr|td|th|table|blockquote|hr)\b[^>]*>/gi, ' ')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
    : body;
  return text.replace(/\s+/g, ' ').trim();
}

/** An email template's subject and the start of its body. */
export function EmailExcerpt({ template }: { template: TEmailTemplate }) {
  return (
    <div className="space-y-0.5">
      <p className="truncate font-medium text-gray-800" title={template.subject}>
        {template.subject}
      </p>
      <p className="line-clamp-1 break-words">{bodyText(template.body)}</p>
    </div>
  );
}
