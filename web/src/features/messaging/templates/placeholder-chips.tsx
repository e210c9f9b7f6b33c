import type { TChannel } from '../../../api/templates.ts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { PLACEHOLDERS } from './placeholders.ts';
import { PLACEHOLDER_HINT_KEYS } from './template-words.ts';

/** One chip per placeholder (but those `omit` names); a click puts it at the cursor of the field being written. */
export function PlaceholderChips({
  channel,
  onInsert,
  omit = [],
}: {
  channel: TChannel;
  onInsert: (placeholder: string) => void;
  omit?: readonly string[];
}) {
  const { t } = useAppWords();
  const hint = (placeholder: string) => {
    const key = PLACEHOLDER_HINT_KEYS[placeholder];
    return key ? t(key) : '';
  };
  return (
    <div>
      <p className="text-xs font-medium text-gray-500">{t('templates.placeholders.insert')}</p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {PLACEHOLDERS[channel]
          .filter((placeholder) => !omit.includes(placeholder))
          .map((placeholder) => (
            <li key={placeholder}>
              <button
                type="button"
                // Keep the caret (and the selection) of the field being written.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(placeholder)}
                title={hint(placeholder)}
                aria-label={t('templates.placeholders.insertNamed', {
                  token: `{${placeholder}}`,
                  hint: hint(placeholder),
                })}
                className="rounded-md bg-gray-50 px-2 py-1 font-mono text-xs text-gray-700 ring-1 ring-gray-200 ring-inset transition-colors hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {`{${placeholder}}`}
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
