import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { caretAfterDigits, digitsBefore, formatPhoneAsTyped, PHONE_MAX_LENGTH } from './phone-as-typed.ts';

type Props = Omit<ComponentProps<typeof Input>, 'type'>;

/**
 * A phone input that shapes a US number as it is typed ((415) 555-0101) and keeps the caret among the same
 * digits, so editing the middle of the number works. Spread react-hook-form's `register` into it.
 */
export function PhoneField({ onChange, ...props }: Props) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(555) 123-4567"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      onChange={(event) => {
        const input = event.target;
        const caret = input.selectionStart ?? input.value.length;
        const atEnd = caret === input.value.length;
        const formatted = formatPhoneAsTyped(input.value);
        if (formatted !== input.value) {
          const digits = digitsBefore(input.value, caret);
          input.value = formatted;
          const position = atEnd ? formatted.length : caretAfterDigits(formatted, digits);
          input.setSelectionRange(position, position);
        }
        onChange?.(event);
      }}
    />
  );
}
