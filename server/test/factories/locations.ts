import type { TCreateLocationInput, TLocation } from '@regulars/contracts';
import type { TClient } from '../harness.ts';

/** Adds a location through the API and returns it; throws with the response on failure. */
export async function newLocation(
  c: TClient,
  input: TCreateLocationInput = { name: 'Main Street' },
): Promise<TLocation> {
  const res = await c.post('/api/locations', input);
  if (res.status !== 201) throw new Error(`location create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.location as TLocation;
}
