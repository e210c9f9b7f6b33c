import { REPLAYED_HEADER, type TActionResult } from '@regulars/contracts';
import type { Context } from 'hono';
import type { TApiEnv } from './api-key-auth.ts';
import { toV1Action } from './to-v1.ts';

/**
 * The engine's request key for a v1 write's Idempotency-Key: the counter's keys are UUIDs, so the prefix keeps an
 * integration's "order-1042" apart from them. Keys are the business's (the engine's unique index), whichever of its
 * API keys sent them, as payment APIs scope theirs to the account: a second integration reusing a key gets 409, never
 * someone else's answer.
 */
export function engineKeyOf(header: string): string {
  return `api:${header}`;
}

/**
 * A write's answer: 201 and the action, the same status and body for a replay of its Idempotency-Key (the standing is
 * the customer's now), which is told by the Idempotent-Replayed header instead.
 */
export function actionAnswer(c: Context<TApiEnv>, result: TActionResult) {
  if (result.replayed) c.header(REPLAYED_HEADER, 'true');
  return c.json({ data: toV1Action(result) }, 201);
}
