import { languageOfLocale, type TPortalDashboard } from '@regulars/contracts';
import { browserLanguage } from '../../lib/browser-language.ts';

/**
 * The language a portal screen speaks (the customer's choice, else the business's) and its dates' locale when that is
 * the language's (an en-GB café: 5 Jan 2026); the browser's until the dashboard has arrived (issue 52).
 */
export function portalWordsOf(data: TPortalDashboard | undefined) {
  return {
    language: data?.language ?? browserLanguage(),
    locale: data && languageOfLocale(data.locale) === data.language ? data.locale : undefined,
  };
}
