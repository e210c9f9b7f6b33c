import { client, type TTestApp } from './harness.ts';

/** Reads of the business's own data: not the session, the public pages, the platform's or the agency's own. */
export function isBusinessRead(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  return ![
    '/api/me',
    '/api/admin',
    '/api/agency',
    '/api/v1',
    '/api/portal',
    '/api/public',
    '/api/tiers',
    '/api/auth',
    '/api/health',
    '/api/openapi',
    '/api/docs',
    '/api/counter/device',
    '/api/signup-form',
    '/api/wallet',
    '/api/unsubscribe',
    '/api/invitations',
  ].some((prefix) => path.startsWith(prefix));
}

/** Answers may say who is asking (the team's view of itself); the business's data must be the same. */
export function withoutViewer(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (key, value) =>
    ['viewer', 'isYou', 'canManage', 'canEdit', 'canExport', 'canClose'].includes(key) ? undefined : value,
  );
}

/** Every GET of the business without a path parameter, from the API document: what a screen of the business reads. */
export async function businessReads(t: TTestApp): Promise<string[]> {
  const doc = (await client(t.app).get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { summary: string }>>;
  };
  return Object.entries(doc.paths)
    .filter(([path, ops]) => ops.get && !path.includes('{') && isBusinessRead(path))
    .map(([path]) => path);
}
