import type { TTestApp } from './harness.ts';
import { checkAnswer } from './response-contract.ts';

/** A till or a shop calling /api/v1 with its key: no cookie, no Origin; every answer checked against its routeDoc. */
export function bearerClient(app: TTestApp['app'], key: string) {
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    await checkAnswer(app, {
      method,
      path,
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: parsed,
    });
    return { status: res.status, body: parsed, headers: res.headers };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => request('PATCH', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => request('DELETE', path, undefined, headers),
  };
}
