import { describe, expect, it } from 'vitest';
import { undoImportSummary } from './undo-import-summary.ts';

describe('undoImportSummary', () => {
  it('names both what leaves and what is put back', () => {
    expect(undoImportSummary({ added: 1200, updated: 1 })).toBe(
      'The 1,200 customers it added will be removed and the 1 it updated put back as they were. Imports can be undone for 24 hours.',
    );
  });

  it('leaves out the updates when there were none', () => {
    expect(undoImportSummary({ added: 1, updated: 0 })).toBe(
      'The 1 customer it added will be removed. Imports can be undone for 24 hours.',
    );
  });

  it('speaks only of the updates when nothing was added', () => {
    expect(undoImportSummary({ added: 0, updated: 2 })).toBe(
      'The 2 customers it updated will be put back as they were. Imports can be undone for 24 hours.',
    );
  });
});
