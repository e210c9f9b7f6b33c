import { LOCATION_LIMITS, type TLocationList } from '@regulars/contracts';
import { fieldClasses, Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { atLocationLimit, LocationLimitNotice, locationFieldMessage, NEW_LOCATION } from '../locations/index.ts';

type Props = {
  list: TLocationList | undefined;
  loading: boolean;
  /** '' no location, a location's id, or NEW_LOCATION. */
  value: string;
  onChange: (value: string) => void;
  newName: string;
  onNewNameChange: (name: string) => void;
  /** The contract's English check of the name (newLocationProblem), said here in the user's language. */
  nameProblem: string | null;
  disabled: boolean;
};

/**
 * Where the code hangs: one of the business's locations, none, or a new one named here (the team admin only; it is
 * added to the business's locations on /company as the code is generated).
 */
export function LocationChoice({
  list,
  loading,
  value,
  onChange,
  newName,
  onNewNameChange,
  nameProblem,
  disabled,
}: Props) {
  const words = useAppWords();
  const { t } = words;
  const creating = value === NEW_LOCATION;
  const full = atLocationLimit(list?.limit);
  return (
    <div className="space-y-3">
      <div>
        <Label htmlFor="qr-location">
          {t('qrCodes.location.label')} <span className="font-normal text-gray-500">{t('qrCodes.optional')}</span>
        </Label>
        <select
          id="qr-location"
          className={cn(fieldClasses, 'mt-1.5 h-10 pr-8')}
          value={value}
          disabled={disabled || loading}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{loading ? t('qrCodes.location.loading') : t('qrCodes.location.none')}</option>
          {list?.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
          {list?.canEdit && <option value={NEW_LOCATION}>{t('qrCodes.location.new')}</option>}
        </select>
        {!creating && <FieldHint>{t('qrCodes.location.hint')}</FieldHint>}
      </div>
      {creating &&
        (full && list ? (
          <LocationLimitNotice max={list.limit.max} />
        ) : (
          <div>
            <Label htmlFor="qr-new-location">{t('qrCodes.location.newName')}</Label>
            <Input
              id="qr-new-location"
              className="mt-1.5"
              placeholder={t('qrCodes.location.newNamePlaceholder')}
              maxLength={LOCATION_LIMITS.name}
              autoComplete="off"
              autoFocus
              disabled={disabled}
              value={newName}
              aria-invalid={nameProblem ? true : undefined}
              onChange={(event) => onNewNameChange(event.target.value)}
            />
            {nameProblem ? (
              <p className="mt-1.5 text-xs font-medium text-red-600">{locationFieldMessage(words, nameProblem)}</p>
            ) : (
              <FieldHint>{t('qrCodes.location.newNameHint')}</FieldHint>
            )}
          </div>
        ))}
    </div>
  );
}
