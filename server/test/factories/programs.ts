import type { TCreateProgramRequest, TProgram } from '@regulars/contracts';
import type { TClient } from '../harness.ts';

/** Creates a program through the API and returns it; throws with the response on failure. */
export async function newProgram(
  c: TClient,
  input: Partial<TCreateProgramRequest> & { type?: TCreateProgramRequest['type'] } = {},
): Promise<TProgram> {
  const res = await c.post('/api/programs', { name: 'Coffee Club', type: 'points', ...input });
  if (res.status !== 201) throw new Error(`program create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as TProgram;
}
