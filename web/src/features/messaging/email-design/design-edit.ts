import type { TEmailBlock, TEmailBlockType, TEmailDesign } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../../lib/app-words.tsx';

type TSay = Pick<TAppWords, 't'>;

/**
 * What a block added from the toolbar starts with: words to replace (in the editor's language, `words`), never an
 * empty block that would not save.
 */
export function newBlock(type: TEmailBlockType, { t }: TSay = APP_ENGLISH_WORDS): TEmailBlock {
  switch (type) {
    case 'heading':
      return { type, text: t('templates.block.newHeading') };
    case 'text':
      return { type, text: '' };
    case 'image':
      return { type, src: '', alt: '' };
    case 'button':
      return { type, label: t('templates.block.newButton'), href: '' };
    case 'divider':
      return { type };
  }
}

export const addBlock = (design: TEmailDesign, type: TEmailBlockType, words?: TSay): TEmailDesign => ({
  ...design,
  blocks: [...design.blocks, newBlock(type, words)],
});

export const removeBlock = (design: TEmailDesign, index: number): TEmailDesign => ({
  ...design,
  blocks: design.blocks.filter((_, i) => i !== index),
});

/** The block one place up (-1) or down (+1); nothing moves past either end. */
export function moveBlock(design: TEmailDesign, index: number, by: -1 | 1): TEmailDesign {
  const to = index + by;
  if (to < 0 || to >= design.blocks.length) return design;
  const blocks = [...design.blocks];
  [blocks[index], blocks[to]] = [blocks[to] as TEmailBlock, blocks[index] as TEmailBlock];
  return { ...design, blocks };
}

/** One of a block's text fields changed. */
export function setBlockField(design: TEmailDesign, index: number, field: string, value: string): TEmailDesign {
  return {
    ...design,
    blocks: design.blocks.map((block, i) => (i === index ? ({ ...block, [field]: value } as TEmailBlock) : block)),
  };
}

/** The name a block's field goes by for placeholder insertion: `block:2:text`. */
export const blockFieldName = (index: number, field: string) => `block:${index}:${field}`;

export function parseBlockFieldName(name: string): { index: number; field: string } | null {
  const match = /^block:(\d+):(\w+)$/.exec(name);
  return match ? { index: Number(match[1]), field: match[2] as string } : null;
}

/**
 * Whether two designs have the same blocks in the same places: the form's problems are kept by block index, so
 * after a block is added, moved or removed they would point at the wrong block and are cleared instead.
 */
export function sameBlockPlaces(a: TEmailDesign | null, b: TEmailDesign | null): boolean {
  const places = (design: TEmailDesign | null) => design?.blocks.map((block) => block.type).join() ?? null;
  return places(a) === places(b);
}
