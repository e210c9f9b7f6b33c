import { Worker } from 'node:worker_threads';
import type { TSquareStub } from '../test/stubs/square-stub.ts';

type TFacts = Pick<TSquareStub, 'url' | 'applicationId' | 'applicationSecret' | 'appAccessToken'>;

/** The stub's methods, each answered by its thread. */
export type TRemoteSquareStub = TFacts & {
  [K in keyof TSquareStub as TSquareStub[K] extends (...args: never[]) => unknown ? K : never]: TSquareStub[K] extends (
    ...args: infer A
  ) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** The Square stub started on a worker thread (stub-thread.ts), driven through messages. */
export async function startSquareStubInThread(): Promise<TRemoteSquareStub> {
  const worker = new Worker(new URL('./stub-thread.ts', import.meta.url));
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  const facts = await new Promise<TFacts>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (m: { ready?: TFacts; id?: number; value?: unknown; error?: string }) => {
      if (m.ready) return resolve(m.ready);
      const call = waiting.get(m.id as number);
      waiting.delete(m.id as number);
      if (m.error !== undefined) call?.reject(new Error(m.error));
      else call?.resolve(m.value);
    });
  });
  const remote =
    (method: string) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, method, args });
      });
  return new Proxy(facts as TRemoteSquareStub, {
    get(target, key) {
      if (key in target) return target[key as keyof TFacts];
      if (key === 'close') {
        return async () => {
          await remote('close')();
          await worker.terminate();
        };
      }
      // Not a thenable: `await` of the stub itself must not ask its thread for `then`.
      return typeof key === 'string' && key !== 'then' ? remote(key) : undefined;
    },
  });
}
