import { describe, expect, it } from 'vitest';
import { renderTemplate } from './customers.ts';

const customer = { businessName: 'Café Sol', firstName: 'Lucía', lastName: null, email: null, points: 12_500 };

describe('renderTemplate writes numbers as the business’s customers do (issue 52)', () => {
  it('in its locale, and in US English by default', () => {
    const template = '{firstName}: {points} puntos, {expiring_points} caducan; hito {milestone}.';
    expect(renderTemplate(template, { ...customer, locale: 'es-ES', expiringPoints: 1_500, milestone: 10_000 })).toBe(
      'Lucía: 12.500 puntos, 1500 caducan; hito 10.000.',
    );
    expect(renderTemplate('{points} points', { ...customer, locale: 'de-DE' })).toBe('12.500 points');
    expect(renderTemplate('{points} points', { ...customer, locale: 'fr-FR' })).toMatch(/^12\s500 points$/);
    expect(renderTemplate('{points} points', customer)).toBe('12,500 points');
  });
});
