import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@regulars/contracts';
import { Languages } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Select } from './select.tsx';

type LanguageSelectProps = Omit<ComponentProps<typeof Select>, 'value' | 'onChange' | 'children' | 'icon'> & {
  value: TLanguage;
  onChoose: (language: TLanguage) => void;
};

/** The languages we speak (issue 52), each named in its own words so anyone finds theirs. */
export function LanguageSelect({ value, onChoose, ...props }: LanguageSelectProps) {
  return (
    <Select
      icon={<Languages aria-hidden />}
      value={value}
      onChange={(event) => onChoose(event.target.value as TLanguage)}
      {...props}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </Select>
  );
}
