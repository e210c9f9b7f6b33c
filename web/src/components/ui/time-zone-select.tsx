import { timeZoneOptions } from '@regulars/contracts';
import { Check, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

const MAX_SHOWN = 80;

type Props = {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
};

/** 'America/Argentina/Buenos_Aires' as people read it. */
export const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

const offsets = new Map<string, string>();
/** The zone's offset from UTC right now ('GMT+9'), computed once per zone shown. */
function offsetOf(zone: string): string {
  let offset = offsets.get(zone);
  if (offset === undefined) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts();
      offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    } catch {
      offset = '';
    }
    offsets.set(zone, offset);
  }
  return offset;
}

function matchRank(name: string, word: string): number {
  const city = name.slice(name.lastIndexOf('/') + 1);
  if (city.startsWith(word)) return 0;
  return name.split(/[\s/]+/).some((part) => part.startsWith(word)) ? 1 : 2;
}

/** A searchable list of the IANA time zones: type part of a city or region, pick with the mouse or the arrow keys. */
export function TimeZoneSelect({ id, value, onChange, disabled, invalid, ...aria }: Props) {
  const listId = useId();
  const all = useMemo(() => timeZoneOptions(), []);
  const { t } = useAppWords();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const matches = useMemo(() => {
    const words = query
      .toLowerCase()
      .replaceAll('_', ' ')
      .split(/[\s/]+/)
      .filter(Boolean);
    const found = words.length
      ? all
          .filter((zone) => {
            const name = zoneLabel(zone).toLowerCase();
            return words.every((word) => name.includes(word));
          })
          // 'to' puts Tokyo and Toronto before Freetown: a city starting with it, then any word, then anywhere.
          .map((zone) => ({ zone, rank: matchRank(zoneLabel(zone).toLowerCase(), words[0]) }))
          .sort((a, b) => a.rank - b.rank)
          .map(({ zone }) => zone)
      : // Nothing typed yet: the chosen zone first, where the list opens.
        [...(value ? [value] : []), ...all.filter((zone) => zone !== value)];
    return found.slice(0, MAX_SHOWN);
  }, [all, query, value]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (zone: string) => {
    onChange(zone);
    close();
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, to));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const zone = matches[active];
      if (zone) choose(zone);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={open ? t('shell.timeZone.search') : t('shell.timeZone.choose')}
        value={open ? query : zoneLabel(value)}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onBlur={close}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className={cn(fieldClasses, 'h-10 pr-16')}
        {...aria}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-2 text-xs text-gray-500">
        {!open && value && <span className="hidden sm:inline">{offsetOf(value)}</span>}
        <ChevronsUpDown className="size-4" aria-hidden />
      </span>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('shell.timeZone.list')}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-gray-900/10"
        >
          {matches.length === 0 && <p className="px-3 py-2 text-gray-500">{t('shell.timeZone.none', { query })}</p>}
          {matches.map((zone, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (aria-activedescendant)
            <div
              key={zone}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={zone === value}
              // Before the input's blur: the click must land on the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(zone)}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 px-3 py-2',
                index === active ? 'bg-brand-50 text-brand-900' : 'text-gray-700',
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                <Check className={cn('size-4 shrink-0 text-brand-600', zone !== value && 'invisible')} aria-hidden />
                <span className="truncate">{zoneLabel(zone)}</span>
              </span>
              <span className="shrink-0 text-xs text-gray-600">{offsetOf(zone)}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
