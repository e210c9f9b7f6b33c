import type { TSsoState } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencySso } from '../db/schema/index.ts';

/** The path the provider sends people back to; registered at the provider as the redirect URI. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

export function redirectUriOf(appUrl: string): string {
  return `${appUrl.replace(/\/$/, '')}${SSO_CALLBACK_PATH}`;
}

/** GET /agency/sso: what is set up (never the secret) and the redirect URI to register. */
export async function readSso({
  db,
  appUrl,
  businessId,
}: {
  db: TExecutor;
  appUrl: string;
  businessId: string;
}): Promise<TSsoState> {
  const [row] = await db.select().from(agencySso).where(eq(agencySso.businessId, businessId));
  return {
    redirectUri: redirectUriOf(appUrl),
    settings: row
      ? {
          issuer: row.issuer,
          clientId: row.clientId,
          emailDomain: row.emailDomain,
          hasClientSecret: row.clientSecretSealed !== '',
          updatedAt: row.updatedAt.toISOString(),
          lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
        }
      : null,
  };
}
