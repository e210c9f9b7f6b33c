import { describe, expect, it } from 'vitest';
import { displayTestAddress } from './test-recipient-display.ts';

describe('displayTestAddress', () => {
  it('writes a North American number the local way and leaves others as they are', () => {
    expect(displayTestAddress('+16465550123')).toBe('(646) 555-0123');
    expect(displayTestAddress('+447700900123')).toBe('+447700900123');
    expect(displayTestAddress('me@example.com')).toBe('me@example.com');
  });
});
