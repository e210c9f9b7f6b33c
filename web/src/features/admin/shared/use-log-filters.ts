import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** A log's tenant search (debounced), one select, a range of days and the page; any filter change goes to page 1. */
export function useLogFilters<TChoice extends string>() {
  const [tenant, setTenantValue] = useState('');
  const [choice, setChoiceValue] = useState<TChoice | ''>('');
  const [from, setFromValue] = useState('');
  const [to, setToValue] = useState('');
  const [page, setPage] = useState(1);
  const debouncedTenant = useDebouncedValue(tenant, 250);
  const reset =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    tenant,
    debouncedTenant,
    choice,
    from,
    to,
    page,
    setPage,
    filtered: debouncedTenant.trim() !== '' || choice !== '' || from !== '' || to !== '',
    /** A range whose start is after its end is not asked for: the form says so instead. */
    rangeError: from && to && from > to ? 'The start date must be on or before the end date.' : null,
    setTenant: reset(setTenantValue),
    setChoice: reset(setChoiceValue),
    setFrom: reset(setFromValue),
    setTo: reset(setToValue),
    clear: () => {
      setTenantValue('');
      setChoiceValue('');
      setFromValue('');
      setToValue('');
      setPage(1);
    },
  };
}
export type TLogFilters<TChoice extends string> = ReturnType<typeof useLogFilters<TChoice>>;
