import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * The signed-in user's own email when their account proved it (Google sign-in, a verified address): campaign tests
 * may always go there. Null for an address nobody confirmed, which must be verified by code like any other.
 */
export async function ownVerifiedEmail({ db, userId }: { db: TExecutor; userId: string }): Promise<string | null> {
  const [user] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.verified ? user.email.toLowerCase() : null;
}
