import type { TEmailConfig, TSaveEmailConfigInput } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';

export const EMAIL_CONFIG_FIELDS = ['apiKey', 'fromEmail', 'fromName', 'active'] as const;

/** The form's starting values: the key field always empty (the saved key never comes back to the browser). */
export function emailConfigDefaults(config: TEmailConfig): Required<TSaveEmailConfigInput> {
  return { apiKey: '', fromEmail: config.fromEmail ?? '', fromName: config.fromName ?? '', active: config.active };
}

/** 'Saved •••• 1234', 'Saved' (a short key shows nothing of itself) or 'Not set'. */
export function apiKeyStatus(words: TAppWords, config: Pick<TEmailConfig, 'apiKeySet' | 'apiKeyLast4'>): string {
  if (!config.apiKeySet) return words.t('settings.email.keyNotSet');
  return config.apiKeyLast4
    ? words.t('settings.email.keySavedLast4', { last4: config.apiKeyLast4 })
    : words.t('settings.email.keySaved');
}
