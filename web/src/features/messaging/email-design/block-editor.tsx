import { EMAIL_DESIGN_LIMITS, type TEmailBlock } from '@regulars/contracts';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldHint } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { templateFieldMessage } from '../templates/template-refusals.ts';
import { BLOCK_KEYS } from '../templates/template-words.ts';
import { BLOCK_ICONS } from './block-icons.ts';
import { blockFieldName } from './design-edit.ts';

export type TBlockFieldProps = (name: string) => {
  onFocus: () => void;
  ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

type Props = {
  id: string;
  block: TEmailBlock;
  index: number;
  count: number;
  /** The first problem of each of the block's fields, from the form's check. */
  errors: Partial<Record<string, string>>;
  onChange: (field: string, value: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Focus tracking and the element of each text field, for inserting placeholders at the cursor. */
  field: TBlockFieldProps;
};

/** One block of the visual editor: its kind, its fields, and moving or removing it. */
export function BlockEditor({ id, block, index, count, errors, onChange, onMove, onRemove, field }: Props) {
  const words = useAppWords();
  const { t } = words;
  const label = t(BLOCK_KEYS[block.type]);
  const type = { type: block.type };
  const errorOf = (name: string) => templateFieldMessage(words, errors[name]);
  const Icon = BLOCK_ICONS[block.type];
  const fieldId = (name: string) => `${id}-${name}`;
  const text = (name: string, props: { label: string; placeholder?: string; hint?: string; maxLength: number }) => (
    <TextField
      id={fieldId(name)}
      label={props.label}
      placeholder={props.placeholder}
      hint={props.hint}
      maxLength={props.maxLength}
      error={errorOf(name)}
      value={String((block as Record<string, unknown>)[name] ?? '')}
      onChange={(event) => onChange(name, event.target.value)}
      {...field(blockFieldName(index, name))}
    />
  );

  let fields: ReactNode = null;
  if (block.type === 'heading') {
    fields = text('text', {
      label: t('templates.block.heading'),
      placeholder: t('templates.block.headingPlaceholder'),
      maxLength: EMAIL_DESIGN_LIMITS.heading,
    });
  } else if (block.type === 'text') {
    fields = (
      <div className="space-y-1.5">
        <label htmlFor={fieldId('text')} className="sr-only">
          {t('templates.block.text')}
        </label>
        <Textarea
          id={fieldId('text')}
          rows={4}
          maxLength={EMAIL_DESIGN_LIMITS.text}
          placeholder={t('templates.block.textPlaceholder')}
          aria-invalid={errors.text ? true : undefined}
          value={block.text}
          onChange={(event) => onChange('text', event.target.value)}
          {...field(blockFieldName(index, 'text'))}
        />
        {errors.text && <p className="text-xs text-red-600">{errorOf('text')}</p>}
      </div>
    );
  } else if (block.type === 'image') {
    fields = (
      <div className="grid gap-3 sm:grid-cols-2">
        {text('src', {
          label: t('templates.block.imageAddress'),
          placeholder: 'https://example.com/photo.jpg',
          maxLength: EMAIL_DESIGN_LIMITS.url,
        })}
        {text('alt', {
          label: t('templates.block.imageDescription'),
          placeholder: t('templates.block.imageDescriptionPlaceholder'),
          hint: t('templates.block.imageDescriptionHint'),
          maxLength: EMAIL_DESIGN_LIMITS.alt,
        })}
      </div>
    );
  } else if (block.type === 'button') {
    fields = (
      <div className="grid gap-3 sm:grid-cols-2">
        {text('label', {
          label: t('templates.block.buttonLabel'),
          placeholder: t('templates.block.buttonLabelPlaceholder'),
          maxLength: EMAIL_DESIGN_LIMITS.label,
        })}
        {text('href', {
          label: t('templates.block.buttonLink'),
          placeholder: 'https://',
          maxLength: EMAIL_DESIGN_LIMITS.url,
        })}
      </div>
    );
  } else {
    fields = <FieldHint className="mt-0">{t('templates.block.dividerHint')}</FieldHint>;
  }

  return (
    <li
      className="rounded-lg border border-gray-200 bg-white"
      data-testid="design-block"
      aria-label={t('templates.block.named', type)}
    >
      <div className="flex items-center gap-2 border-b border-gray-100 py-1.5 pr-1.5 pl-3">
        <Icon className="size-4 text-gray-500" aria-hidden />
        <span className="text-sm font-medium text-gray-800">{label}</span>
        <div className="ml-auto flex items-center">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('templates.block.moveUp', type)}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('templates.block.moveDown', type)}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:text-red-700"
            aria-label={t('templates.block.remove', type)}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="p-3">{fields}</div>
    </li>
  );
}
