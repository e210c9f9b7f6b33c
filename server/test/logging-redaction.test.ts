import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import { loggableError } from '../src/platform/logger.ts';
import { hashPassword } from '../src/platform/password-hash.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const PHONE = '+14155550187';
const DIGITS = '14155550187';

/** Runs a failing insert through Drizzle on the test database and returns what it threw. */
async function failedInsert(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the insert did not fail');
}

/** Logs the error as app.ts's onError does, and raw in the ways a caller might. */
function logEveryWay(err: unknown) {
  const before = t.logLines.length;
  t.deps.logger.error({ err: loggableError(err), path: '/api/test' }, 'unhandled error');
  t.deps.logger.error({ err }, 'raw error');
  t.deps.logger.error({ error: err }, 'raw error under another key');
  t.deps.logger.error(err as Error, 'error as the first argument');
  return t.logLines.slice(before).join('');
}

describe('logged database errors', () => {
  it('carry no PIN hash or phone number from a failed customer insert, but keep the code and constraint', async () => {
    const { businessId } = await newBusiness(t);
    const pinHash = await hashPassword('4821');
    const row = { businessId, firstName: 'Pia', phone: PHONE, authPhone: DIGITS, authPin: pinHash };
    await t.db.insert(customers).values({ ...row, uniqueCustomerId: 'CUS-LOG-1' });

    // The second customer with the same phone breaks customers_business_auth_phone_key; the driver's detail
    // names the key's values and Drizzle's message lists every parameter, the PIN hash among them.
    const err = await failedInsert(() => t.db.insert(customers).values({ ...row, uniqueCustomerId: 'CUS-LOG-2' }));
    const logged = logEveryWay(err);

    expect(logged).not.toContain(pinHash);
    expect(logged).not.toContain(pinHash.split(':')[1]);
    expect(logged).not.toContain(DIGITS);
    expect(logged).not.toContain(PHONE);
    expect(logged).not.toContain(businessId);
    expect(logged).toContain('23505');
    expect(logged).toContain('customers_business_auth_phone_key');
    expect(logged).toContain('unhandled error');
  });

  it('keep values quoted in the driver message out, but keep the message', async () => {
    const { businessId } = await newBusiness(t);
    const pinHash = await hashPassword('9017');
    // A phone typed into a uuid column: PostgreSQL quotes the value in its message.
    const err = await failedInsert(() =>
      t.db
        .insert(customers)
        .values({ id: PHONE, businessId, uniqueCustomerId: 'CUS-LOG-3', phone: PHONE, authPin: pinHash }),
    );
    const logged = logEveryWay(err);

    expect(logged).not.toContain(pinHash);
    expect(logged).not.toContain(DIGITS);
    expect(logged).toContain('22P02');
    expect(logged).toContain('invalid input syntax for type uuid');
  });

  it('still logs ordinary errors with their message and a stack', () => {
    const logged = logEveryWay(new Error('provider said no'));
    expect(logged).toContain('provider said no');
    expect(logged).toContain('logging-redaction.test.ts');
  });
});
