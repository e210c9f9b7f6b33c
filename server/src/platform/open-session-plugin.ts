import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/** better-auth's two-factor plugin's cookie of a sign-in waiting for its second step (plugins/two-factor/constant). */
const SECOND_STEP_COOKIE = 'two_factor';

/**
 * Opens sessions for sign-ins our own code has proven (the agency's OpenID Connect provider, a passkey): better-auth's
 * own session row and signed cookie, as its sign-ins make them. Server only (SERVER_ONLY): no request reaches these;
 * our routes call `auth.api.*` once they have checked who it is.
 */
export const openSessionPlugin = {
  id: 'regulars-open-session',
  endpoints: {
    openSessionFor: createAuthEndpoint(
      '/regulars/open-session',
      { method: 'POST', body: z.object({ userId: z.string().min(1) }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('NOT_FOUND');
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR');
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ token: session.token });
      },
    ),
    /** Whose password step is waiting for its second step in this browser (the two-factor plugin's signed cookie). */
    pendingSecondStep: createAuthEndpoint(
      '/regulars/pending-second-step',
      { method: 'POST', metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const cookie = ctx.context.createAuthCookie(SECOND_STEP_COOKIE);
        const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        const pending = key ? await ctx.context.internalAdapter.findVerificationValue(key) : null;
        if (!pending || pending.expiresAt < new Date()) throw new APIError('UNAUTHORIZED');
        return ctx.json({ userId: pending.value });
      },
    ),
    /**
     * The second step was taken another way (a passkey of `userId`): the waiting sign-in is used up and its session
     * opened, as the two-factor plugin does after a code.
     */
    finishSecondStep: createAuthEndpoint(
      '/regulars/finish-second-step',
      { method: 'POST', body: z.object({ userId: z.string().min(1) }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const cookie = ctx.context.createAuthCookie(SECOND_STEP_COOKIE);
        const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        const consumed = key ? await ctx.context.internalAdapter.consumeVerificationValue(key) : null;
        expireCookie(ctx, cookie);
        if (!consumed || consumed.value !== ctx.body.userId || consumed.expiresAt < new Date()) {
          throw new APIError('UNAUTHORIZED');
        }
        const user = await ctx.context.internalAdapter.findUserById(consumed.value);
        if (!user) throw new APIError('UNAUTHORIZED');
        const dontRememberMe = await ctx.getSignedCookie(
          ctx.context.authCookies.dontRememberToken.name,
          ctx.context.secret,
        );
        const session = await ctx.context.internalAdapter.createSession(user.id, Boolean(dontRememberMe));
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR');
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ token: session.token });
      },
    ),
  },
} satisfies BetterAuthPlugin;
