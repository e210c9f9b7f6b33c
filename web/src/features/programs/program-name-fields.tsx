import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

type Props = {
  name: UseFormRegisterReturn<'name'>;
  description: UseFormRegisterReturn<'description'>;
  errors: Record<string, string>;
  namePlaceholder: string;
};

/** The program's name and the owner's own description of it: the top of the create and edit dialogs. */
export function ProgramNameFields({ name, description, errors, namePlaceholder }: Props) {
  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor="program-name">Program name</Label>
        <Input
          id="program-name"
          className="mt-1.5"
          placeholder={`e.g. ${namePlaceholder}`}
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
        <Label htmlFor="program-description">Description (optional)</Label>
        <Textarea
          id="program-description"
          className="mt-1.5 min-h-16"
          rows={2}
          maxLength={300}
          placeholder="What it is for, in a sentence your team will recognise"
          aria-describedby={errors.description ? undefined : 'program-description-hint'}
          aria-invalid={errors.description ? true : undefined}
          {...description}
        />
        {errors.description ? (
          <p data-field-error className="mt-1.5 text-xs font-medium text-red-600">
            {errors.description}
          </p>
        ) : (
          <FieldHint id="program-description-hint">Shown on the program's card. Up to 300 characters.</FieldHint>
        )}
      </div>
    </div>
  );
}
