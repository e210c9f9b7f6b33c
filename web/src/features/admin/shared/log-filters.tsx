import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TLogFilters } from './use-log-filters.ts';

type TProps<TChoice extends string> = {
  filters: TLogFilters<TChoice>;
  busy: boolean;
  /** The select's name ('Kind', 'Action'), its "all" label and its options. */
  choiceLabel: string;
  allLabel: string;
  choices: Record<TChoice, string>;
};

/** Tenant search, one select and a From–To range of days: one row on a wide screen, stacked on a phone. */
export function LogFilters<TChoice extends string>({ filters, busy, choiceLabel, allLabel, choices }: TProps<TChoice>) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_auto] lg:items-end">
      <div className="relative col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-tenant`} className="mb-1.5 block text-xs font-medium text-gray-600">
          Tenant
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
            aria-hidden
          />
          <Input
            id={`${id}-tenant`}
            type="search"
            placeholder="Company name or email"
            className="pr-9 pl-9"
            value={filters.tenant}
            onChange={(e) => filters.setTenant(e.target.value)}
          />
          {busy && <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-400" />}
        </div>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-choice`} className="mb-1.5 block text-xs font-medium text-gray-600">
          {choiceLabel}
        </label>
        <Select
          id={`${id}-choice`}
          value={filters.choice}
          onChange={(e) => filters.setChoice(e.target.value as TChoice | '')}
        >
          <option value="">{allLabel}</option>
          {(Object.entries(choices) as [TChoice, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="mb-1.5 block text-xs font-medium text-gray-600">
          From
        </label>
        <Input id={`${id}-from`} type="date" value={filters.from} onChange={(e) => filters.setFrom(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="mb-1.5 block text-xs font-medium text-gray-600">
          To
        </label>
        <Input id={`${id}-to`} type="date" value={filters.to} onChange={(e) => filters.setTo(e.target.value)} />
      </div>
      <Button
        variant="ghost"
        className="col-span-2 lg:col-span-1"
        onClick={filters.clear}
        disabled={!filters.filtered && filters.tenant === ''}
      >
        Clear filters
      </Button>
    </div>
  );
}
