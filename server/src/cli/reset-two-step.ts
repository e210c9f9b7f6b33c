import { eq } from 'drizzle-orm';
import { resetTwoStep } from '../auth/index.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { loadConfig } from '../platform/config.ts';

// `npm run auth:reset-two-step -w server -- <email>`: the operator's way back in when a super admin (or anyone whose
// team admin cannot) lost both the phone and the recovery codes. Shell access to the server is the proof: the key and
// codes go, every session ends, and the next password sign-in sets two-step sign-in up again where it is required.
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run auth:reset-two-step -w server -- <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pooling: config.databasePooling,
  dataDir: config.dataDir,
});
try {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) {
    console.error(`No account has the address ${email}.`);
    process.exitCode = 1;
  } else if (await resetTwoStep({ db: database.db, userId: user.id })) {
    console.log(`Two-step sign-in of ${email} reset: its sessions ended; the password alone signs in next.`);
  } else {
    console.log(`Two-step sign-in of ${email} was already off: nothing changed.`);
  }
} finally {
  await database.close();
}
