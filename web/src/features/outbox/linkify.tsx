import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** Plain text with its URLs turned into links (kept selectable so they can be copied). */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
        key={index}
        href={part}
        target="_blank"
        rel="noreferrer noopener"
        className="break-all text-brand-600 underline underline-offset-2 hover:text-brand-700"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}
