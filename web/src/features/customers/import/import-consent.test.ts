import { autoMapColumns, toImportRows } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { consentMissingColumn, consentSummary, importConsent, initialConsentFrom } from './import-consent.ts';

describe('the import’s consent question', () => {
  const mapping = autoMapColumns(['Email', 'Accepts Email Marketing']);

  it('answers from a recognised column, and nobody agreed where the file says nothing', () => {
    const from = initialConsentFrom(mapping);
    expect(from).toEqual({ sms: 'none', email: 'column' });
    expect(importConsent(from, mapping)).toEqual({
      sms: { from: 'none' },
      email: { from: 'column', column: 'Accepts Email Marketing' },
    });
  });

  it('holds back a column answer without its column, and never sends it as consent', () => {
    const from = { sms: 'column', email: 'attested' } as const;
    expect(consentMissingColumn(from, mapping)).toEqual(['sms']);
    expect(importConsent(from, mapping)).toEqual({ sms: { from: 'none' }, email: { from: 'attested' } });
  });

  it('says at preview how many agreed by the column', () => {
    const rows = toImportRows(
      [
        { Email: 'a@example.test', 'Accepts Email Marketing': 'yes' },
        { Email: 'b@example.test', 'Accepts Email Marketing': 'no' },
        { Email: 'c@example.test', 'Accepts Email Marketing': '' },
      ],
      mapping,
    );
    const consent = importConsent(initialConsentFrom(mapping), mapping);
    expect(consentSummary(consent, 'email', rows)).toBe('1 of 3 agreed, by the “Accepts Email Marketing” column');
    expect(consentSummary(consent, 'sms', rows)).toBe('Nobody: they have not agreed');
    expect(consentSummary({ ...consent, sms: { from: 'attested' } }, 'sms', rows)).toBe(
      'Everyone: you confirm they agreed',
    );
  });
});
