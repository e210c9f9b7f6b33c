import type { TBusinessActor } from '../audit/index.ts';
import type { TApiCaller } from './api-key-auth.ts';

/** An API key as the business's audit trail names it: "API key Front till", beside the team's own changes. */
export function actorOfApiKey(key: TApiCaller): TBusinessActor {
  return { type: 'api_key', id: key.keyId, label: `API key ${key.name}` };
}
