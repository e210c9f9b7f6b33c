import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/words.tsx';
import { keepPinDigits, PIN_MAX_LENGTH } from './pin-digits.ts';

type Props = Omit<ComponentProps<typeof Input>, 'type'>;

/** A PIN input: hidden unless asked, digits only (anything else is dropped as typed), at most six. */
export function PinField({ onChange, className, ...props }: Props) {
  const { t } = useWords();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PIN_MAX_LENGTH}
        className={cn('pr-11 tracking-widest', className)}
        {...props}
        onChange={(event) => {
          const digits = keepPinDigits(event.target.value);
          if (digits !== event.target.value) event.target.value = digits;
          onChange?.(event);
        }}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('portalIn.hidePin') : t('portalIn.showPin')}
        disabled={props.disabled}
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
