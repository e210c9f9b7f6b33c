import type { TSettings } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { useSettings } from '../../api/settings.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { SettingsSkeleton } from './settings-skeleton.tsx';

/**
 * The business's settings, handed to `children` once loaded (the page lays out the cards); the skeleton meanwhile, and
 * the way to try again when they cannot be read.
 */
export function SettingsLoader({ children }: { children: (settings: TSettings) => ReactNode }) {
  const { t } = useAppWords();
  const settings = useSettings();
  const data = settings.data;
  return settings.isPending ? (
    <SettingsSkeleton />
  ) : !data ? (
    <LoadError
      title={t('settings.loadFailed')}
      description={t('settings.unreachable')}
      onRetry={() => settings.refetch()}
      retrying={settings.isFetching}
    />
  ) : (
    children(data)
  );
}
