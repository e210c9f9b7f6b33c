import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { lastSeenLabel } from './device-last-seen.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('lastSeenLabel in French', () => {
  it('says when a device was last seen, the date written the French way', () => {
    expect(lastSeenLabel(null, now, french)).toBe('Jamais ouvert');
    expect(lastSeenLabel(ago(20_000), now, french)).toBe('Vu à l’instant');
    expect(lastSeenLabel(ago(5 * 60_000), now, french)).toBe('Vu il y a 5 minutes');
    expect(lastSeenLabel(ago(60 * 60_000), now, french)).toBe('Vu il y a 1 heure');
    expect(lastSeenLabel(ago(3 * 86_400_000), now, french)).toBe('Vu il y a 3 jours');
    expect(lastSeenLabel('2026-01-05T12:00:00Z', now, french)).toBe('Vu le 5 janv. 2026');
  });
});
