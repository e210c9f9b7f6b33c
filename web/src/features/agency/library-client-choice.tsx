import type { TAppMessageKey, TLibraryDifference, TLibraryDifferenceState } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

const STATES: Record<TLibraryDifferenceState, { key: TAppMessageKey; tone: BadgeTone }> = {
  missing: { key: 'clients.library.state.missing', tone: 'green' },
  same: { key: 'clients.library.state.same', tone: 'neutral' },
  differs: { key: 'clients.library.state.differs', tone: 'amber' },
  type_differs: { key: 'clients.library.state.typeDiffers', tone: 'red' },
  unavailable: { key: 'clients.library.state.unavailable', tone: 'neutral' },
};

/**
 * One client in "Add to clients": ticked or not, how its program of that name stands against the library's (with
 * what differs, line by line) and, when it differs, whether to update it to the library's version (off until ticked).
 * A kit's (or a template's or automation's) client says what adding would do, counted, and piece by piece below.
 */
export function LibraryClientChoice({
  difference,
  lines,
  summary = null,
  canUpdate = true,
  chosen,
  updating,
  disabled,
  onChoose,
  onUpdate,
}: {
  difference: TLibraryDifference;
  lines: string[];
  /** Said in the badge instead of the state: a kit's pieces counted by what adding would do. */
  summary?: string | null;
  /** Only a program can be updated to the library's version. */
  canUpdate?: boolean;
  chosen: boolean;
  updating: boolean;
  disabled: boolean;
  onChoose: (on: boolean) => void;
  onUpdate: (on: boolean) => void;
}) {
  const { t } = useAppWords();
  const id = `apply-${difference.clientId}`;
  const state = STATES[difference.state];
  return (
    <li
      className="rounded-lg border border-gray-200 px-3 py-2.5 has-[input:checked]:border-brand-300 has-[input:checked]:bg-brand-50/50"
      data-testid="library-client"
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
          checked={chosen}
          disabled={disabled}
          aria-describedby={`${id}-state`}
          onChange={(event) => onChoose(event.target.checked)}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <label htmlFor={id} className="min-w-0 cursor-pointer text-sm font-medium break-words text-gray-900">
              {difference.clientName}
            </label>
            {/* A kit's count is a sentence: it wraps on a phone, under the client's name. */}
            <Badge
              id={`${id}-state`}
              tone={state.tone}
              className={summary ? 'max-w-full rounded-lg whitespace-normal break-words' : undefined}
            >
              {summary ?? t(state.key)}
            </Badge>
          </div>
          {lines.length > 0 && (
            <ul className="mt-1.5 space-y-0.5 text-xs break-words text-gray-600">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {difference.state === 'type_differs' && (
            <p className="mt-1.5 text-xs text-gray-600">{t('clients.library.typeLeft')}</p>
          )}
          {canUpdate && difference.state === 'differs' && (
            <label className="mt-2 flex cursor-pointer items-start gap-2 text-xs font-medium text-gray-800">
              <input
                type="checkbox"
                className="mt-px size-3.5 shrink-0 rounded border-gray-300 accent-brand-600"
                checked={updating}
                disabled={disabled}
                onChange={(event) => onUpdate(event.target.checked)}
              />
              {t('clients.library.update')}
            </label>
          )}
        </div>
      </div>
    </li>
  );
}
