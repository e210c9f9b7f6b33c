import type { ComponentProps } from 'react';
import { Input } from './input.tsx';
import { FieldHint, Label } from './label.tsx';

type TTextFieldProps = ComponentProps<'input'> & { id: string; label: string; hint?: string; error?: string };

/** A labelled input with an optional hint and error: the one shape of every simple form field. */
export function TextField({ id, label, hint, error, ...input }: TTextFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={described || undefined} aria-invalid={error ? true : undefined} {...input} />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
