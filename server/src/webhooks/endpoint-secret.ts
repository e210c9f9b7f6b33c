import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@regulars/contracts';

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64 (what the verifiers expect). */
export function newEndpointSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}
