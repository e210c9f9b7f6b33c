import { LOADING_WORDS } from '@regulars/contracts/i18n/languages';
import { useState } from 'react';
import { browserLanguage } from '../../lib/browser-language.ts';
import { useScreenLoading } from '../../lib/lazy-page.ts';

/** A thin animated bar along the top of the window while the next screen's code downloads. */
export function RouteProgressBar() {
  const loading = useScreenLoading();
  const [label] = useState(() => LOADING_WORDS[browserLanguage()].page);
  if (!loading) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label={label}
      data-testid="route-progress"
    >
      <div className="h-full w-1/3 animate-route-progress bg-brand-600" />
    </div>
  );
}
