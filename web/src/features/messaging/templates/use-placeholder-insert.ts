import { useRef } from 'react';
import { insertPlaceholder } from './placeholders.ts';

type TField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Puts a placeholder at the cursor of the field last written in (else the main one) and keeps typing there.
 * `track` goes on each field's onFocus.
 */
export function usePlaceholderInsert<N extends string>(
  main: N,
  setValue: (name: N, value: string) => void,
  getElement: (name: N) => TField | null,
) {
  const last = useRef<N>(main);
  const track = (name: N) => () => {
    last.current = name;
  };
  const insert = (placeholder: string) => {
    const name = last.current;
    const el = getElement(name);
    if (!el) return;
    const at = { start: el.selectionStart ?? el.value.length, end: el.selectionEnd ?? el.value.length };
    const next = insertPlaceholder(el.value, placeholder, at);
    setValue(name, next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };
  return { track, insert };
}
