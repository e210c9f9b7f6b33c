import { createHash, randomBytes } from 'node:crypto';
import { COUNTER_LIMITS, COUNTER_MESSAGES } from '@regulars/contracts';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { suspendedSql } from '../billing/index.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TAppEnv, TCounterDevice } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { requireBusiness } from '../platform/session.ts';
import { refuseWhenClosed, refuseWhenSuspended } from '../platform/suspension-guard.ts';

/** A counter device's credential: apart from the team's session, so one never stands in for the other. */
export const COUNTER_COOKIE = 'regulars_counter';
/** As long as a browser keeps a cookie (400 days); revoking it in /company is what ends it. */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const secure = (c: Context<TAppEnv>) => c.var.deps.config.appUrl.startsWith('https://');

/** A device's token (256 random bits: a fast hash is enough, there is nothing to guess) and what is stored of it. */
export function newCounterToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashCounterToken(token) };
}

function hashCounterToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function setCounterCookie(c: Context<TAppEnv>, token: string): void {
  setCookie(c, COUNTER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    path: '/api',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** The token hash of this browser's device cookie, or null when it has none. */
export function counterTokenHashOf(c: Context<TAppEnv>): string | null {
  const token = getCookie(c, COUNTER_COOKIE);
  return token ? hashCounterToken(token) : null;
}

type TDeviceRow = {
  id: string;
  business_id: string;
  location_id: string | null;
  suspended: boolean;
  closed: boolean;
  locale: string;
  shift_minutes: number;
  staff_id: string | null;
  staff_user_id: string | null;
  staff_name: string | null;
  staff_is_manager: boolean | null;
  /** As the driver reads it: a Date or its text, by engine. */
  shift_ends_at: Date | string | null;
};

/*
 * One statement per request: the device (unrevoked), its business's suspension (its own, or its agency's:
 * billing/standing-sql.ts) and shift length, and the staff member
 * signed in on it while their shift lasts (the last action plus the business's minutes; with a PIN on every action,
 * a few minutes to make that action). Read on every request, so a revoked device stops at once.
 */
const DEVICE_SQL = `
  select d.id, d.business_id, d.location_id, ${suspendedSql('b', 'ag')} as suspended,
    (b.closed_at is not null) as closed, b.locale,
    b.counter_shift_minutes as shift_minutes,
    s.id as staff_id, s.user_id as staff_user_id, s.name as staff_name, s.is_manager as staff_is_manager,
    d.shift_active_at + make_interval(mins => case when b.counter_shift_minutes = 0 then $2
      else b.counter_shift_minutes end) as shift_ends_at
  from counter_devices d
  join businesses b on b.id = d.business_id
  left join businesses ag on ag.id = b.agency_id
  left join counter_staff s on s.business_id = d.business_id and s.id = d.shift_staff_id and s.pin_hash is not null
  where d.token_hash = $1 and d.revoked_at is null`;

/** This browser's counter device, read at most once per request; null when it has none (or it was revoked). */
export async function readCounterDevice(c: Context<TAppEnv>): Promise<TCounterDevice | null> {
  let pending = c.get('counterDevice');
  if (pending === undefined) {
    const tokenHash = counterTokenHashOf(c);
    pending = tokenHash ? loadDevice(c, tokenHash) : Promise.resolve(null);
    c.set('counterDevice', pending);
  }
  return pending;
}

async function loadDevice(c: Context<TAppEnv>, tokenHash: string): Promise<TCounterDevice | null> {
  const [row] = await rawQuery<TDeviceRow>(c.var.deps.db, {
    name: 'read_counter_device',
    text: DEVICE_SQL,
    values: [tokenHash, COUNTER_LIMITS.perActionMinutes],
  });
  if (!row) return null;
  const endsAt = row.shift_ends_at === null ? null : new Date(row.shift_ends_at);
  const open = row.staff_id !== null && endsAt !== null && endsAt.getTime() > Date.now();
  return {
    id: row.id,
    businessId: row.business_id,
    locationId: row.location_id,
    suspended: row.suspended,
    closed: row.closed,
    locale: row.locale,
    shiftMinutes: row.shift_minutes,
    shift:
      open && row.staff_id && row.staff_name !== null
        ? {
            staffId: row.staff_id,
            userId: row.staff_user_id,
            name: row.staff_name,
            isManager: row.staff_is_manager === true,
            endsAt: row.shift_minutes === 0 ? null : endsAt,
          }
        : null,
  };
}

/**
 * The device of a request that passed requireCounterDevice; `fresh` reads it again (after the request changed its
 * shift).
 */
export async function currentCounterDevice(c: Context<TAppEnv>, { fresh = false } = {}): Promise<TCounterDevice> {
  if (fresh) c.set('counterDevice', undefined);
  const device = await readCounterDevice(c);
  if (!device) throw new AppError('UNAUTHENTICATED', COUNTER_MESSAGES.notADevice);
  return device;
}

/** For the device's own routes (who it is, staff signing in and out): a device, signed in or not. */
export const requireCounterDevice = createMiddleware<TAppEnv>(async (c, next) => {
  actAsDevice(c, await currentCounterDevice(c));
  await next();
});

/**
 * The counter's routes (find a customer, their standing, record, redeem, undo): a counter device with a staff
 * member signed in, or else a team member's session as everywhere. The device wins when the browser is one: its
 * actions say who made them by PIN. After a device's successful request its shift goes on (or, with a PIN on every
 * action, ends after one); every other route answers a device 401 (they read the session only).
 */
export const requireCounter = createMiddleware<TAppEnv>(async (c, next) => {
  const device = await readCounterDevice(c);
  if (!device) return requireBusiness(c, next);
  if (!device.shift) throw new AppError('UNAUTHENTICATED', COUNTER_MESSAGES.staffRequired);
  actAsDevice(c, device);
  await next();
  if (c.res.ok) await keepShiftGoing(c, device, c.req.method === 'POST');
});

function actAsDevice(c: Context<TAppEnv>, device: TCounterDevice): void {
  c.set('businessId', device.businessId);
  c.set('teamRole', 'member');
  c.set('user', null);
  refuseWhenClosed(c, device.closed);
  refuseWhenSuspended(c, device.suspended);
}

/**
 * An action restarts the shift's clock (or ends a PIN-per-action shift); a read restarts it at most every 30
 * seconds, so a counter browsing between customers writes little.
 */
async function keepShiftGoing(c: Context<TAppEnv>, device: TCounterDevice, action: boolean): Promise<void> {
  const endShift = action && device.shiftMinutes === 0;
  await rawQuery(c.var.deps.db, {
    name: 'keep_counter_shift',
    text: `update counter_devices
       set last_seen_at = now(),
         shift_active_at = case when $3 then null else now() end,
         shift_staff_id = case when $3 then null else shift_staff_id end
     where business_id = $1 and id = $2 and ($4 or last_seen_at is null or last_seen_at < now() - interval '30 seconds')`,
    values: [device.businessId, device.id, endShift, action],
  });
}
