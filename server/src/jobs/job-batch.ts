/**
 * What the jobs of one fetched batch share: a read made once for all of them (the same business's plan or till
 * access for twenty of its sales), not once per job. Kept only while the batch runs.
 */
export type TJobBatch = { memo<T>(key: string, load: () => Promise<T>): Promise<T> };

/** A batch's shared reads; a read that failed is not kept (the next job reads again). */
export function jobBatch(): TJobBatch {
  const reads = new Map<string, Promise<unknown>>();
  return {
    memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = reads.get(key) as Promise<T> | undefined;
      if (kept) return kept;
      const read = load();
      reads.set(key, read);
      read.catch(() => reads.delete(key));
      return read;
    },
  };
}

/** Outside a job's batch (a request, a test): every read is made. */
export const NO_BATCH: TJobBatch = { memo: (_key, load) => load() };
