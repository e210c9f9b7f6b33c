import type { TEmailDesign } from '@regulars/contracts';

/** Every word of the design a customer reads (for the unknown-placeholder warning). */
export function designText(design: TEmailDesign): string {
  return design.blocks
    .map((block) => {
      if (block.type === 'heading' || block.type === 'text') return block.text;
      if (block.type === 'button') return `${block.label}\n${block.href}`;
      if (block.type === 'image') return block.alt;
      return '';
    })
    .join('\n');
}
