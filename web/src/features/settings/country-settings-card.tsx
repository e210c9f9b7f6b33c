import type { TCountrySettings } from '@regulars/contracts';
import { Globe } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSaveCountrySettings } from '../../api/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';
import { phoneReadingExample } from './phone-reading-example.ts';
import { countryChoicesIn } from './settings-choices.ts';
import { settingsRefusal } from './settings-refusals.ts';

/**
 * The business's country (issue 52): phones typed without a country code, on the sign-up form, at the counter, in
 * the customer dialog, an import or the API, are read as its, and its own numbers are shown the way its people write
 * them.
 */
export function CountrySettingsCard({ country, canEdit }: { country: TCountrySettings; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveCountrySettings();
  const choices = useMemo(() => countryChoicesIn(words), [words]);
  const [chosen, setChosen] = useState(country.country);
  const example = phoneReadingExample(words, chosen);
  const [beforeExample, afterExample] = partsAround((mark) => t('settings.country.hintWithExample', { example: mark }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { country: chosen },
      {
        onSuccess: () => toast.success(t('settings.country.saved')),
        onError: (error) => toast.error(t('settings.country.failed'), { description: settingsRefusal(words, error) }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-4 text-brand-600" aria-hidden />
          {t('settings.country.title')}
        </CardTitle>
        <CardDescription>{t('settings.country.description')}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label={t('settings.country.title')}>
        <fieldset disabled={!canEdit} className="px-6 py-5">
          <Label htmlFor="business-country">{t('settings.country.title')}</Label>
          <Select
            id="business-country"
            wrapperClassName="mt-1.5 sm:max-w-md"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {choices.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </Select>
          <FieldHint>
            {example ? (
              <>
                {beforeExample}
                <span data-testid="country-example">{example}</span>
                {afterExample}
              </>
            ) : (
              t('settings.country.hint')
            )}
          </FieldHint>
        </fieldset>
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-end">
            <Button type="submit" loading={save.isPending} disabled={chosen === country.country}>
              {save.isPending ? t('settings.saving') : t('settings.country.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
