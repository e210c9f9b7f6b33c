import {
  COMMUNICATION_TYPES,
  type TAppMessageKey,
  type TCommunicationStatusFilter,
  type TCommunicationTypeFilter,
} from '@regulars/contracts';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useMessageDelivery } from '../../../api/settings.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { statusOptions } from './status-options.ts';
import type { TCommunicationFilters } from './use-communication-filters.ts';

/** The filters' options as the screen writes them. */
const TYPE_LABELS: Record<TCommunicationTypeFilter, TAppMessageKey> = {
  all: 'communications.filter.all',
  email: 'communications.type.email',
  sms: 'communications.type.sms',
};
const STATUS_LABELS: Record<TCommunicationStatusFilter, TAppMessageKey> = {
  all: 'communications.filter.all',
  sent: 'communications.filter.sent',
  outbox: 'communications.filter.outbox',
  opened: 'communications.filter.opened',
  failed: 'communications.filter.failed',
};

function FilterSelect<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, TAppMessageKey>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  const { t } = useAppWords();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-gray-600">
        {props.label}
      </label>
      <Select
        wrapperClassName="min-w-0 flex-1 sm:w-36 sm:flex-none"
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {t(props.labels[option])}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Search (debounced by the hook) and the type and status filters of the history ('In the outbox' while it matters). */
export function CommunicationFilters({ filters, busy }: { filters: TCommunicationFilters; busy: boolean }) {
  const delivery = useMessageDelivery().data;
  const { t } = useAppWords();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative w-full lg:max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('communications.search')}
          placeholder={t('communications.searchPlaceholder')}
          className="pr-9 pl-9"
          value={filters.search}
          onChange={(e) => filters.setSearch(e.target.value)}
        />
        {busy && <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-400" />}
      </div>
      <div className="flex gap-3">
        <FilterSelect
          label={t('communications.filter.type')}
          value={filters.type}
          options={COMMUNICATION_TYPES}
          labels={TYPE_LABELS}
          onChange={filters.setType}
        />
        <FilterSelect
          label={t('communications.filter.status')}
          value={filters.status}
          options={statusOptions(delivery, filters.status)}
          labels={STATUS_LABELS}
          onChange={filters.setStatus}
        />
      </div>
    </div>
  );
}
