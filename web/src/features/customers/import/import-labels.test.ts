import {
  APP_ENGLISH,
  balanceColumnLabel,
  IMPORT_COLUMN_LABELS,
  IMPORT_COLUMNS,
  IMPORT_CONSENT_ATTESTATION,
  IMPORT_CONSENT_LABELS,
  IMPORT_FULL_NAME_LABEL,
  IMPORT_HISTORY_LABELS,
  importFitOffer,
  importUndoneMessage,
  recognisedExport,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { describe, expect, it } from 'vitest';
import {
  balanceLabel,
  CONSENT_LABELS,
  EXPORT_SOURCES,
  exportSourceIn,
  FIELD_LABELS,
  PREVIEW_HEADERS,
} from './import-labels.ts';

describe('the import’s labels', () => {
  it('say in English what the contracts say', () => {
    for (const column of IMPORT_COLUMNS) {
      expect(appEn[FIELD_LABELS[column]]).toBe(IMPORT_COLUMN_LABELS[column]);
      // The preview names our columns as the template file does.
      expect(appEn[PREVIEW_HEADERS[column]]).toBe(column);
    }
    expect(appEn[FIELD_LABELS.full_name]).toBe(IMPORT_FULL_NAME_LABEL);
    expect(appEn[FIELD_LABELS.lifetime_points]).toBe(IMPORT_HISTORY_LABELS.lifetime_points);
    expect(appEn[FIELD_LABELS.visits]).toBe(IMPORT_HISTORY_LABELS.visits);
    expect(appEn[CONSENT_LABELS.sms]).toBe(IMPORT_CONSENT_LABELS.sms);
    expect(appEn[CONSENT_LABELS.email]).toBe(IMPORT_CONSENT_LABELS.email);
    expect(appEn['customers.import.consent.statementSms']).toBe(IMPORT_CONSENT_ATTESTATION.sms);
    expect(appEn['customers.import.consent.statementEmail']).toBe(IMPORT_CONSENT_ATTESTATION.email);
    for (const program of [
      { id: 'p1', name: 'Coffee Points', type: 'points' as const },
      { id: 'p2', name: 'Coffee Card', type: 'stamp_card' as const },
    ]) {
      expect(balanceLabel(APP_ENGLISH, program)).toBe(balanceColumnLabel(program));
    }
  });

  it('know every export the mapping step recognises', () => {
    const sources = [['Square Customer ID'], ['VIP Tier'], ['Accepts Email Marketing'], ['MEMBER_RATING']].map(
      (headers) => recognisedExport(headers),
    );
    expect(sources.sort()).toEqual(Object.keys(EXPORT_SOURCES).sort());
    for (const [source, key] of Object.entries(EXPORT_SOURCES)) {
      expect(appEn[key]).toBe(source);
      expect(exportSourceIn(APP_ENGLISH, source)).toBe(source);
    }
  });
});

describe('the import’s English', () => {
  it('says what the contracts say', () => {
    const { t } = APP_ENGLISH;
    expect(t('customers.import.fitOffer', { count: 1200 })).toBe(importFitOffer(1200));
    expect(t('customers.undo.toast', { removed: 1200, restored: 3 })).toBe(importUndoneMessage(1200, 3));
    expect(t('customers.undo.toast', { removed: 1, restored: 0 })).toBe(importUndoneMessage(1, 0));
  });
});
