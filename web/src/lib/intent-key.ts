/** One action the staff member meant (a visit, a purchase of $12.50 …) and the request key it is sent with. */
export type TIntentKey = { intent: string; key: string };

/** A random v4 UUID; `crypto.randomUUID` only exists on https pages and localhost, a till on the shop's LAN may not be. */
export function newIdempotencyKey(crypto: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>) {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key for `intent`: the unfinished attempt's key when it is the same intent (a double click, a retry
 * after a lost answer), so the server counts it once; a fresh key for anything else.
 */
export function keyForIntent(unfinished: TIntentKey | null, intent: string, createKey: () => string): TIntentKey {
  return unfinished?.intent === intent ? unfinished : { intent, key: createKey() };
}
