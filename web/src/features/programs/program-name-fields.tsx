import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = {
  name: UseFormRegisterReturn<'name'>;
  description: UseFormRegisterReturn<'description'>;
  /** Already in the user's language. */
  errors: Record<string, string>;
  /** The name field's example for the program's type, in the user's language. */
  namePlaceholder: string;
};

/** The program's name and the owner's own description of it: the top of the create and edit dialogs. */
export function ProgramNameFields({ name, description, errors, namePlaceholder }: Props) {
  const { t } = useAppWords();
  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor="program-name">{t('programs.form.name')}</Label>
        <Input
          id="program-name"
          className="mt-1.5"
          placeholder={namePlaceholder}
          maxLength={100}
          autoFocus
          aria-invalid={errors.name ? true : undefined}
          {...name}
        />
        {errors.name && (
          <p data-field-error className="mt-1.5 text-xs font-medium text-red-600">
            {errors.name}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor="program-description">{t('programs.form.description')}</Label>
        <Textarea
          id="program-description"
          className="mt-1.5 min-h-16"
          rows={2}
          maxLength={300}
          placeholder={t('programs.form.descriptionPlaceholder')}
          aria-describedby={errors.description ? undefined : 'program-description-hint'}
          aria-invalid={errors.description ? true : undefined}
          {...description}
        />
        {errors.description ? (
          <p data-field-error className="mt-1.5 text-xs font-medium text-red-600">
            {errors.description}
          </p>
        ) : (
          <FieldHint id="program-description-hint">{t('programs.form.descriptionHint')}</FieldHint>
        )}
      </div>
    </div>
  );
}
