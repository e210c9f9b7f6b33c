import { COUNTRY_MESSAGES, countryChoices, type TCountrySettings } from '@regulars/contracts';
import { Globe } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useSaveCountrySettings } from '../../api/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { phoneReadingExample } from './phone-reading-example.ts';

/**
 * The business's country (issue 52): phones typed without a country code, on the sign-up form, at the counter, in
 * the customer dialog, an import or the API, are read as its, and its own numbers are shown the way its people write
 * them.
 */
export function CountrySettingsCard({ country, canEdit }: { country: TCountrySettings; canEdit: boolean }) {
  const save = useSaveCountrySettings();
  const choices = useMemo(() => countryChoices(), []);
  const [chosen, setChosen] = useState(country.country);
  const example = phoneReadingExample(chosen);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { country: chosen },
      {
        onSuccess: () => toast.success(COUNTRY_MESSAGES.saved),
        onError: (error) => toast.error(COUNTRY_MESSAGES.failed, { description: errorMessage(error) }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-4 text-brand-600" aria-hidden />
          Country
        </CardTitle>
        <CardDescription>Where your customers' phone numbers come from.</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate aria-label="Country">
        <fieldset disabled={!canEdit} className="px-6 py-5">
          <Label htmlFor="business-country">Country</Label>
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
            A number typed without a country code is read as this country's
            {example && (
              <>
                : <span data-testid="country-example">{example}</span>
              </>
            )}
            . Numbers from elsewhere need their code, like +1.
          </FieldHint>
        </fieldset>
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-6 py-4 sm:flex-row sm:justify-end">
            <Button type="submit" loading={save.isPending} disabled={chosen === country.country}>
              {save.isPending ? 'Saving...' : 'Save country'}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
