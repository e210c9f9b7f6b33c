import { starterEmailDesign } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import {
  addBlock,
  blockFieldName,
  moveBlock,
  parseBlockFieldName,
  removeBlock,
  sameBlockPlaces,
  setBlockField,
} from './design-edit.ts';

const design = starterEmailDesign('#4f46e5');

describe('editing a design', () => {
  it('adds blocks at the end, moves them within bounds and removes them', () => {
    const added = addBlock(addBlock(design, 'button'), 'divider');
    expect(added.blocks.map((b) => b.type)).toEqual(['heading', 'text', 'button', 'divider']);
    expect(moveBlock(added, 3, -1).blocks.map((b) => b.type)).toEqual(['heading', 'text', 'divider', 'button']);
    expect(moveBlock(added, 0, -1)).toBe(added);
    expect(moveBlock(added, 3, 1)).toBe(added);
    expect(removeBlock(added, 0).blocks.map((b) => b.type)).toEqual(['text', 'button', 'divider']);
    expect(design.blocks).toHaveLength(2);
  });

  it('changes one field of one block only', () => {
    const changed = setBlockField(design, 1, 'text', 'Hi {firstName}');
    expect(changed.blocks[1]).toEqual({ type: 'text', text: 'Hi {firstName}' });
    expect(changed.blocks[0]).toBe(design.blocks[0]);
  });

  it('names block fields for placeholder insertion and reads the names back', () => {
    expect(parseBlockFieldName(blockFieldName(3, 'label'))).toEqual({ index: 3, field: 'label' });
    expect(parseBlockFieldName('subject')).toBeNull();
  });
});

describe('sameBlockPlaces', () => {
  it('holds while only words change, and not once a block is added, moved or removed', () => {
    expect(sameBlockPlaces(design, setBlockField(design, 0, 'text', 'Hi'))).toBe(true);
    expect(sameBlockPlaces(design, addBlock(design, 'divider'))).toBe(false);
    expect(sameBlockPlaces(design, moveBlock(design, 0, 1))).toBe(false);
    expect(sameBlockPlaces(design, null)).toBe(false);
  });
});
