import { SSO_MESSAGES, type TSaveSso } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { agencySso } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import type { TUrlRules } from '../webhooks/index.ts';
import { openProvider } from './provider.ts';

/** An issuer as stored: trimmed, without the trailing slashes discovery would double. */
const normalIssuer = (typed: string) => typed.trim().replace(/\/+$/, '');

/**
 * PUT /agency/sso (the agency's team admin): the provider's issuer, the client the agency registered there and its
 * staff's email domain. The issuer's discovery document is read before saving, so a typo is said at once, not at the
 * first sign-in. An empty secret keeps the saved one; the secret is sealed (platform/secret-box.ts).
 */
export async function saveSso({
  db,
  secrets,
  rules,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  secrets: TSecretBox;
  rules: TUrlRules;
  businessId: string;
  actor: TBusinessActor;
  input: Required<TSaveSso>;
}): Promise<void> {
  const issuer = normalIssuer(input.issuer);
  if (rules.requireHttps && !issuer.startsWith('https://')) {
    throw new AppError('VALIDATION', SSO_MESSAGES.issuerInvalid, { issuer: [SSO_MESSAGES.issuerInvalid] });
  }
  const [before] = await db
    .select({ sealed: agencySso.clientSecretSealed })
    .from(agencySso)
    .where(eq(agencySso.businessId, businessId));
  if (!input.clientSecret && !before) {
    throw new AppError('VALIDATION', SSO_MESSAGES.clientSecretRequired, {
      clientSecret: [SSO_MESSAGES.clientSecretRequired],
    });
  }
  const clientSecret = input.clientSecret || (before ? await secrets.decrypt(before.sealed) : '');
  try {
    await openProvider({ issuer, clientId: input.clientId, clientSecret }, rules);
  } catch {
    throw new AppError('VALIDATION', SSO_MESSAGES.discoveryFailed, { issuer: [SSO_MESSAGES.discoveryFailed] });
  }
  const values = {
    issuer,
    clientId: input.clientId,
    clientSecretSealed: await secrets.encrypt(clientSecret),
    emailDomain: input.emailDomain.toLowerCase(),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(agencySso)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: agencySso.businessId, set: values });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'single_sign_on.save',
        targetType: 'single_sign_on',
        details: { name: values.emailDomain },
      },
    });
  });
}
