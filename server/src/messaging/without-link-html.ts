import type { TLinkPlaceholder } from '@regulars/contracts';
import sanitizeHtml from 'sanitize-html';

/** Elements that only framed the link go with it when nothing else is left in them: a paragraph, a button's table. */
const CARRIERS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'center', 'table']);

/**
 * An HTML body for a customer without the link `{placeholder}` stands for (no wallet set up, refer-a-friend off):
 * every link to it is removed with its words, and so is the paragraph (or a designed email's button table) that held nothing else, so
 * the email shows no empty link and no blank line. Read by sanitize-html's parser, as the body was when saved; the
 * body is already sanitised, so everything else passes as it is.
 */
export function withoutLinkHtml(html: string, placeholder: TLinkPlaceholder): string {
  const token = `{${placeholder}}`;
  if (!html.includes(token)) return html;
  // Where removed links stood in the output: the innermost carrier that closes around one decides, then forgets it.
  let removedAt: number[] = [];
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a' && (frame.attribs.href ?? '').includes(token)) {
        removedAt.push(frame.tagPosition);
        return true;
      }
      if (!CARRIERS.has(frame.tag)) return false;
      // Strictly after the carrier's start: a link removed just before it opened stood outside it.
      const start = frame.tagPosition;
      if (!removedAt.some((at) => at > start)) return false;
      removedAt = removedAt.filter((at) => at <= start);
      return frame.text.trim() === '' && frame.mediaChildren.length === 0;
    },
  });
}
