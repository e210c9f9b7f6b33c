import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writeAnswer } from './write-answer.ts';

const KEY = ['business-1', 'thing'];

/** A read whose answers the test gives, one per read, in its own time; aborting it rejects it. */
function heldReads() {
  const pending: ((value: string) => void)[] = [];
  const read = ({ signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve, reject) => {
      pending.push(resolve);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { read, answer: (value: string) => pending.shift()?.(value), count: () => pending.length };
}

describe('writeAnswer', () => {
  it('keeps the answer when a read that began before it finishes after it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(KEY, 'before');
    const reads = heldReads();
    const watching = new QueryObserver(queryClient, { queryKey: KEY, queryFn: reads.read });
    const stop = watching.subscribe(() => undefined);
    await expect.poll(() => reads.count()).toBe(1);

    await writeAnswer(queryClient, KEY, 'saved');
    reads.answer('before');

    await expect.poll(() => queryClient.getQueryState(KEY)?.fetchStatus).toBe('idle');
    expect(queryClient.getQueryData(KEY)).toBe('saved');
    stop();
  });

  it('reads afresh when the read it stopped was the first and there was nothing to write into', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = heldReads();
    const watching = new QueryObserver<string>(queryClient, { queryKey: KEY, queryFn: reads.read });
    const stop = watching.subscribe(() => undefined);
    await expect.poll(() => reads.count()).toBe(1);

    await writeAnswer<string>(queryClient, KEY, (shown) => (shown ? `${shown}, saved` : shown));

    await expect.poll(() => reads.count()).toBe(2);
    reads.answer('never read');
    reads.answer('read afresh');
    await expect.poll(() => queryClient.getQueryData(KEY)).toBe('read afresh');
    stop();
  });
});
