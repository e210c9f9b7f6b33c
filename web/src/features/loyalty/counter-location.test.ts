import { describe, expect, it } from 'vitest';
import { pickCounterLocation } from './counter-location.ts';

describe('the counter’s location', () => {
  const main = { id: 'main' };
  const station = { id: 'station' };

  it('is the browser’s choice while that location exists', () => {
    expect(pickCounterLocation([main, station], 'station')).toBe('station');
    expect(pickCounterLocation([main, station], 'deleted')).toBeNull();
  });

  it('is the only location without a choice, and none among several or none', () => {
    expect(pickCounterLocation([main], null)).toBe('main');
    expect(pickCounterLocation([main], 'deleted')).toBe('main');
    expect(pickCounterLocation([main, station], null)).toBeNull();
    expect(pickCounterLocation([], 'main')).toBeNull();
  });
});
