import { EMAIL_BLOCK_TYPES, EMAIL_DESIGN_LIMITS, normalBrandColor, type TEmailDesign } from '@regulars/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { templateFieldMessage } from '../templates/template-refusals.ts';
import { aroundSlot, BLOCK_KEYS } from '../templates/template-words.ts';
import { BlockEditor, type TBlockFieldProps } from './block-editor.tsx';
import { BLOCK_ICONS } from './block-icons.ts';
import { addBlock, moveBlock, removeBlock, setBlockField } from './design-edit.ts';
import type { TDesignErrors } from './design-errors.ts';

type Props = {
  id: string;
  design: TEmailDesign;
  onChange: (design: TEmailDesign) => void;
  errors: TDesignErrors;
  /** Whether the business has a logo (Settings → Brand) for the email's top. */
  hasLogo: boolean;
  field: TBlockFieldProps;
};

/** The visual editor: the email's colour and logo, its blocks in order, and a block to add. */
export function DesignEditor({ id, design, onChange, errors, hasLogo, field }: Props) {
  const words = useAppWords();
  const { t } = words;
  const full = design.blocks.length >= EMAIL_DESIGN_LIMITS.blocks;
  const addLogo = aroundSlot((settings) => t('templates.design.addLogo', { settings }));
  return (
    <div className="space-y-4" data-testid="design-editor">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200 ring-inset">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-color`}>{t('templates.design.colour')}</Label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t('templates.design.pickColour')}
              value={design.color}
              onChange={(event) => onChange({ ...design, color: event.target.value })}
              className="h-10 w-12 cursor-pointer rounded-lg border-0 bg-white p-1 shadow-xs ring-1 ring-gray-300 ring-inset"
            />
            <Input
              id={`${id}-color`}
              className="w-28 font-mono"
              maxLength={7}
              defaultValue={design.color}
              key={design.color}
              aria-describedby={`${id}-color-hint`}
              onBlur={(event) => {
                const color = normalBrandColor(event.target.value);
                if (color) onChange({ ...design, color });
                else event.target.value = design.color;
              }}
            />
          </div>
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          {hasLogo ? (
            <div className="flex items-center gap-2 pb-2">
              <ToggleSwitch
                id={`${id}-logo`}
                checked={design.showLogo}
                onChange={(showLogo) => onChange({ ...design, showLogo })}
                aria-labelledby={`${id}-logo-label`}
              />
              <span id={`${id}-logo-label`} className="text-sm text-gray-700">
                {t('templates.design.showLogo')}
              </span>
            </div>
          ) : (
            <FieldHint className="pb-2">
              {addLogo.before}
              <Link to="/settings#brand" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t('templates.design.settings')}
              </Link>
              {addLogo.after}
            </FieldHint>
          )}
        </div>
        <FieldHint id={`${id}-color-hint`} className="mt-0 basis-full">
          {t('templates.design.colourHint')}
        </FieldHint>
      </div>

      <ol className="space-y-3" aria-label={t('templates.design.blocks')}>
        {design.blocks.map((block, index) => (
          <BlockEditor
            // Blocks have no ids of their own: the index is their place, and moving one re-renders both.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            id={`${id}-block-${index}`}
            block={block}
            index={index}
            count={design.blocks.length}
            errors={errors.blocks[index] ?? {}}
            onChange={(name, value) => onChange(setBlockField(design, index, name, value))}
            onMove={(by) => onChange(moveBlock(design, index, by))}
            onRemove={() => onChange(removeBlock(design, index))}
            field={field}
          />
        ))}
      </ol>
      {design.blocks.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">
          {t('templates.design.noBlocks')}
        </p>
      )}
      {errors.design && <p className="text-xs text-red-600">{templateFieldMessage(words, errors.design)}</p>}

      <div>
        <p className="text-xs font-medium text-gray-500" id={`${id}-add`}>
          {t('templates.design.addBlock')}
        </p>
        <fieldset className="mt-1.5 flex flex-wrap gap-2" aria-labelledby={`${id}-add`}>
          {EMAIL_BLOCK_TYPES.map((type) => {
            const Icon = BLOCK_ICONS[type];
            return (
              <Button
                key={type}
                variant="secondary"
                size="sm"
                disabled={full}
                onClick={() => onChange(addBlock(design, type, words))}
                aria-label={t('templates.block.add', { type })}
              >
                <Plus className="size-3.5 text-gray-400" aria-hidden />
                <Icon className="size-4 text-gray-500" aria-hidden />
                {t(BLOCK_KEYS[type])}
              </Button>
            );
          })}
        </fieldset>
        {full && <FieldHint>{t('templates.design.full', { count: EMAIL_DESIGN_LIMITS.blocks })}</FieldHint>}
      </div>
    </div>
  );
}
