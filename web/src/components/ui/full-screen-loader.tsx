import { LOADING_WORDS } from '@regulars/contracts/i18n/languages';
import { useState } from 'react';
import { browserLanguage } from '../../lib/browser-language.ts';
import { Spinner } from './spinner.tsx';

/**
 * Shown while the session is being checked ('Loading...'), or a screen's code or words arrive: no user's language is
 * known yet, so the browser's.
 */
export function FullScreenLoader() {
  const [words] = useState(() => LOADING_WORDS[browserLanguage()]);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-gray-50" role="status">
      <Spinner className="size-8 text-brand-600" label={words.label} />
      <p className="text-sm font-medium text-gray-500">{words.text}</p>
    </div>
  );
}
