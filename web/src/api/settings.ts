import {
  type TCountrySettings,
  type TEmailConfig,
  type TEmailTracking,
  type TMessageDelivery,
  type TMoneySettings,
  type TSaveEmailConfig,
  type TSendingSettings,
  type TSettings,
  type TUpdateCountrySettings,
  type TUpdateMoneySettingsInput,
  type TUpdateSendingSettings,
  ZCountrySettings,
  ZEmailConfig,
  ZEmailTracking,
  ZMessageDelivery,
  ZMoneySettings,
  ZSendingSettings,
  ZSettings,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

/** The business's settings; `enabled: false` where they cannot be read (a closed business's screen). */
export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  const scope = useBusinessScope();
  return useQuery<TSettings>({
    queryKey: queryKeys.settings(scope),
    enabled: enabled && scope !== null,
    queryFn: ({ signal }) => apiRequest('/api/settings', { schema: ZSettings, signal }),
  });
}

/** Whether a real provider takes the business's email and SMS (false: they stay in the outbox). */
export function useMessageDelivery() {
  const scope = useBusinessScope();
  return useQuery<TMessageDelivery>({
    queryKey: queryKeys.messageDelivery(scope),
    enabled: scope !== null,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiRequest('/api/settings/delivery', { schema: ZMessageDelivery, signal }),
  });
}

/** A save whose answer replaces its part of the cached settings, so the page shows what the server kept. */
function useSettingsSave<TInput, TAnswer>(
  save: (input: TInput) => Promise<TAnswer>,
  merge: (settings: TSettings, answer: TAnswer) => TSettings,
) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) =>
      writeAnswer<TSettings>(queryClient, queryKeys.settings(scope), (settings) =>
        settings ? merge(settings, answer) : settings,
      ),
  });
}

export function useSetEmailTracking() {
  return useSettingsSave(
    (enabled: boolean): Promise<TEmailTracking> =>
      apiRequest('/api/settings/email-tracking', { method: 'PUT', body: { enabled }, schema: ZEmailTracking }),
    (settings, emailTracking) => ({ ...settings, emailTracking }),
  );
}

export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useSettingsSave(
    async (body: TSaveEmailConfig): Promise<TEmailConfig> => {
      const saved = await apiRequest('/api/settings/email-config', { method: 'PUT', body, schema: ZEmailConfig });
      // The business's own SendGrid account may now take (or no longer take) its email.
      await queryClient.invalidateQueries({ queryKey: queryKeys.messageDelivery(scope) });
      return saved;
    },
    (settings, emailConfig) => ({ ...settings, emailConfig }),
  );
}

export function useSaveSendingSettings() {
  return useSettingsSave(
    (body: TUpdateSendingSettings): Promise<TSendingSettings> =>
      apiRequest('/api/settings/sending', { method: 'PUT', body, schema: ZSendingSettings }),
    (settings, sending) => ({ ...settings, sending }),
  );
}

/**
 * The currency and language (issue 35). Every amount the app writes follows the profile's money, so the profile is
 * read again once they change.
 */
export function useSaveMoneySettings() {
  const queryClient = useQueryClient();
  return useSettingsSave(
    async (body: TUpdateMoneySettingsInput): Promise<TMoneySettings> => {
      const saved = await apiRequest('/api/settings/money', { method: 'PATCH', body, schema: ZMoneySettings });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      return saved;
    },
    (settings, money) => ({ ...settings, money }),
  );
}

/**
 * The country phones typed without a country code are read in (issue 52). The profile carries it (how the business's
 * own numbers are shown), so it is read again once it changes.
 */
export function useSaveCountrySettings() {
  const queryClient = useQueryClient();
  return useSettingsSave(
    async (body: TUpdateCountrySettings): Promise<TCountrySettings> => {
      const saved = await apiRequest('/api/settings/country', { method: 'PATCH', body, schema: ZCountrySettings });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      return saved;
    },
    (settings, country) => ({ ...settings, country }),
  );
}
