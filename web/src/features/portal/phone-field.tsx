import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { browserRegion } from '../../lib/browser-region.ts';
import {
  caretAfterDigits,
  digitsBefore,
  formatPhoneAsTyped,
  PHONE_MAX_LENGTH,
  shapesNorthAmerican,
} from './phone-as-typed.ts';

type Props = Omit<ComponentProps<typeof Input>, 'type'>;

/**
 * A phone input that shapes a US number as it is typed ((415) 555-0101) and keeps the caret among the same
 * digits, so editing the middle of the number works; in a browser elsewhere (where the server reads the number,
 * issue 52) it keeps the number as typed, with no American example. Spread react-hook-form's `register` into it.
 */
export function PhoneField({ onChange, ...props }: Props) {
  const region = browserRegion();
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={shapesNorthAmerican(region) ? '(555) 123-4567' : undefined}
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      onChange={(event) => {
        const input = event.target;
        const caret = input.selectionStart ?? input.value.length;
        const atEnd = caret === input.value.length;
        const formatted = formatPhoneAsTyped(input.value, region);
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
