import type { TEmailDesign } from '@regulars/contracts';
import { useRef } from 'react';
import { usePlaceholderInsert } from '../templates/use-placeholder-insert.ts';
import type { TBlockFieldProps } from './block-editor.tsx';
import { parseBlockFieldName, setBlockField } from './design-edit.ts';

type TField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Placeholder chips for an email: they write at the cursor of the subject, the HTML box or the block field last
 * written in. `text` gives the subject's and the body's elements their ref and focus tracking.
 */
export function useEmailPlaceholders({
  getDesign,
  setDesign,
  setText,
}: {
  getDesign: () => TEmailDesign | null;
  setDesign: (design: TEmailDesign) => void;
  setText: (name: 'subject' | 'body', value: string) => void;
}) {
  const elements = useRef(new Map<string, TField | null>());
  const placeholders = usePlaceholderInsert<string>(
    'body',
    (name, value) => {
      const block = parseBlockFieldName(name);
      const design = getDesign();
      if (!block) setText(name as 'subject' | 'body', value);
      else if (design) setDesign(setBlockField(design, block.index, block.field, value));
    },
    (name) => elements.current.get(name) ?? null,
  );
  const field: TBlockFieldProps = (name) => ({
    onFocus: placeholders.track(name),
    ref: (el) => {
      elements.current.set(name, el);
    },
  });
  return { insert: placeholders.insert, field };
}
