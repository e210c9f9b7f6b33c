import { describe, expect, it } from 'vitest';
import { keyForIntent, newIdempotencyKey } from './intent-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('keyForIntent', () => {
  let n = 0;
  const createKey = () => `key-${++n}`;

  it('gives a first attempt a fresh key', () => {
    expect(keyForIntent(null, 'visit:c1', createKey)).toEqual({ intent: 'visit:c1', key: 'key-1' });
  });

  it('sends a retry or a double click of the same intent with the same key', () => {
    const first = keyForIntent(null, 'purchase:c1:12.5', createKey);
    expect(keyForIntent(first, 'purchase:c1:12.5', createKey)).toBe(first);
  });

  it('gives a different intent its own key', () => {
    const first = keyForIntent(null, 'purchase:c1:12.5', createKey);
    const other = keyForIntent(first, 'purchase:c1:13', createKey);
    expect(other.intent).toBe('purchase:c1:13');
    expect(other.key).not.toBe(first.key);
  });
});

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    const key = newIdempotencyKey({
      randomUUID: () => '00000000-0000-4000-8000-000000000001',
      getRandomValues: (a) => a,
    });
    expect(key).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('builds a v4 UUID from random bytes on a page without it (plain http)', () => {
    const key = newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => a });
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey({ getRandomValues: (a) => crypto.getRandomValues(a) })).toMatch(UUID_V4);
  });
});
