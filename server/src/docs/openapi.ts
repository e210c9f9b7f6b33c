import {
  ZApiError,
  ZAuthConfig,
  ZHealth,
  ZMe,
  ZOutboxList,
  ZSignupRequest,
  ZSignupResponse,
  ZTierList,
} from '@regulars/contracts';
import { z } from 'zod';
import { BILLING_OPERATIONS } from '../billing/openapi.ts';
import { CUSTOMER_OPERATIONS } from '../customers/openapi.ts';
import { ENROLMENT_OPERATIONS } from '../enrolment/openapi.ts';
import { PROGRAM_OPERATIONS } from '../programs/openapi.ts';
import { QR_CODE_OPERATIONS } from '../qr-codes/openapi.ts';
import { TEAM_OPERATIONS } from '../teams/openapi.ts';

type TOperation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth?: 'session' | 'super_admin';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

/** The API's operations; each later domain adds its own here. */
const OPERATIONS: TOperation[] = [
  { method: 'get', path: '/api/health', summary: 'Service and database health', tag: 'Platform', response: ZHealth },
  {
    method: 'get',
    path: '/api/auth-config',
    summary: 'Which sign-in methods are enabled',
    tag: 'Auth',
    response: ZAuthConfig,
  },
  {
    method: 'post',
    path: '/api/signup',
    summary: 'Create an account, its company and trial business; signs in',
    tag: 'Auth',
    body: ZSignupRequest,
    response: ZSignupResponse,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/login',
    summary: 'Sign in with email and password (rate-limited)',
    tag: 'Auth',
    body: z.object({ email: z.string(), password: z.string() }),
    response: ZMe,
  },
  { method: 'post', path: '/api/logout', summary: 'Sign out', tag: 'Auth', status: 204 },
  {
    method: 'get',
    path: '/api/me',
    summary: "The signed-in user's profile",
    tag: 'Auth',
    auth: 'session',
    response: ZMe,
  },
  {
    method: 'post',
    path: '/api/password-reset/request',
    summary: 'Email a password reset link (same answer whether or not the account exists)',
    tag: 'Auth',
    body: z.object({ email: z.string() }),
  },
  {
    method: 'post',
    path: '/api/password-reset/confirm',
    summary: 'Set a new password with the token from the link',
    tag: 'Auth',
    body: z.object({ token: z.string(), password: z.string() }),
  },
  {
    method: 'get',
    path: '/api/tiers',
    summary: 'Subscription tiers, cheapest first',
    tag: 'Billing',
    response: ZTierList,
  },
  {
    method: 'get',
    path: '/api/admin/outbox',
    summary: 'Messages stored by the outbox providers, newest first (?to= filters by recipient)',
    tag: 'Admin',
    auth: 'super_admin',
    response: ZOutboxList,
  },
  ...TEAM_OPERATIONS,
  ...BILLING_OPERATIONS,
  ...PROGRAM_OPERATIONS,
  ...QR_CODE_OPERATIONS,
  ...ENROLMENT_OPERATIONS,
  ...CUSTOMER_OPERATIONS,
];

function schema(s: z.ZodType) {
  return z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
}

export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const status = String(op.status ?? 200);
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.auth ? { security: [{ sessionCookie: [] }] } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(op.body) } } } }
        : {}),
      responses: {
        [status]: {
          description: 'Success',
          ...(op.response ? { content: { 'application/json': { schema: schema(op.response) } } } : {}),
        },
        default: { description: 'Error', content: { 'application/json': { schema: schema(ZApiError) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Regulars API',
      version: '1.0.0',
      description: 'Loyalty and customer engagement for small businesses.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
    paths,
  };
}
