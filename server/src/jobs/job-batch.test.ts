import { describe, expect, it } from 'vitest';
import { jobBatch, NO_BATCH } from './job-batch.ts';

describe('a job batch’s shared reads', () => {
  it('reads a key once for every job of the batch, each key on its own', async () => {
    const batch = jobBatch();
    let reads = 0;
    const load = async () => ++reads;
    const shared = await Promise.all([
      batch.memo('plan:a', load),
      batch.memo('plan:a', load),
      batch.memo('plan:a', load),
    ]);
    expect(shared).toEqual([1, 1, 1]);
    expect(await batch.memo('plan:b', load)).toBe(2);
    expect(await jobBatch().memo('plan:a', load)).toBe(3);
  });

  it('reads again after a read that failed, and outside a batch every time', async () => {
    const batch = jobBatch();
    let reads = 0;
    const flaky = async () => {
      reads += 1;
      if (reads === 1) throw new Error('the database was away');
      return reads;
    };
    await expect(batch.memo('access', flaky)).rejects.toThrow('the database was away');
    expect(await batch.memo('access', flaky)).toBe(2);
    expect(await batch.memo('access', flaky)).toBe(2);
    expect(await NO_BATCH.memo('access', flaky)).toBe(3);
    expect(await NO_BATCH.memo('access', flaky)).toBe(4);
  });
});
