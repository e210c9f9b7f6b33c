import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newBusiness, startTestApp, superAdminClient, type TClient, type TTestApp } from './harness.ts';

/**
 * Bad input gets a 4xx, never a 500: every route of the API document (generated from the routes, so every route the
 * app serves) receives generated bad values — NUL characters, overlong strings, wrong types, ids that look like
 * UUIDs but are not, the wrong content type, no body — and must answer below 500.
 */

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
};
type TRoute = { method: string; path: string; body?: TJsonSchema; query: string[]; admin: boolean };
type TInput = { label: string; path: string; query?: string; body?: string | Uint8Array; contentType?: string };

const NUL = '\u0000';
const OVERLONG = 'x'.repeat(10_000);
/** Ids shaped like UUIDs that are not: a non-hex digit, one character too many, only dashes, no dashes. */
const BAD_IDS = [
  '00000000-0000-0000-0000-00000000000g',
  'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaaa',
  '-'.repeat(36),
  'a'.repeat(36),
  'abcdef01-2345-6789-abcd-ef0123456789-',
];
const BAD_PATH_SEGMENTS = [...BAD_IDS, '%00', `a%00b`, OVERLONG, '%E0%A4%A'];
const QUERY_NAMES = ['search', 'page', 'limit', 'type', 'to', 'businessId', 'x'];
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['an array', ['a']],
  ['an object', { a: 'b' }],
  ['null', null],
];
const JSON_TYPE = 'application/json';

let t: TTestApp;
let admin: TClient;
beforeAll(async () => {
  t = await startTestApp({ SIGNUP_RATE_LIMIT: '10000', LOGIN_RATE_LIMIT: '10000', ENROL_RATE_LIMIT: '10000' });
  admin = await superAdminClient(t);
});
afterAll(() => t?.stop());

/** A plausible value for a schema, so that one bad field at a time is what the route sees. */
function sample(schema: TJsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'a';
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return sampleString(name, schema);
  }
}

function sampleString(name: string, schema: TJsonSchema): string {
  const key = name.toLowerCase();
  if (schema.format === 'email' || key.includes('email')) return `fuzz-${randomUUID().slice(0, 8)}@example.test`;
  if (key.includes('password')) return 'correct-horse-1';
  if (key === 'id' || key.endsWith('id')) return randomUUID();
  if (key.includes('phone')) return `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  if (key.includes('birthday')) return '1990-01-01';
  if (key === 'pin') return '1234';
  if (key.includes('url')) return 'https://example.test/';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Every leaf field of a body schema (nested objects and the first item of arrays), as paths. */
function leaves(schema: TJsonSchema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return leaves(options.find((o) => o.type !== 'null') ?? options[0], prefix);
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([k, s]) => {
      const inner = leaves(s, [...prefix, k]);
      return inner.length > 0 ? [[...prefix, k], ...inner] : [[...prefix, k]];
    });
  }
  if (schema.type === 'array' && schema.items) return leaves(schema.items, [...prefix, 0]);
  return [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** The bad inputs for one route: a few dozen, each labelled so a failure says what was sent. */
function inputsFor(route: TRoute): TInput[] {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const goodPath = route.path.replace(/\{\w+\}/g, () => randomUUID());
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  // A fresh sample per request (new email, phone), so a duplicate refusal does not stop it before the bad field.
  const fresh = () => sample(route.body ?? { type: 'object' });
  const inputs: TInput[] = [];
  for (const param of params) {
    for (const bad of BAD_PATH_SEGMENTS) {
      inputs.push({
        label: `{${param}} = ${bad.slice(0, 40)}`,
        path: route.path.replace(`{${param}}`, bad).replace(/\{\w+\}/g, () => randomUUID()),
        // With a body the route accepts, so the bad id is what stops it.
        ...(hasBody ? { body: JSON.stringify(fresh()), contentType: JSON_TYPE } : {}),
      });
    }
  }
  for (const name of new Set([...route.query, ...QUERY_NAMES])) {
    for (const [what, value] of [
      ['a NUL', `a${NUL}b`],
      ['10,000 chars', OVERLONG],
      ['a non-UUID id', BAD_IDS[0]],
    ]) {
      inputs.push({ label: `?${name}= ${what}`, path: goodPath, query: `${name}=${encodeURIComponent(value)}` });
    }
  }
  if (!hasBody) return inputs;

  const json = (label: string, value: unknown) =>
    inputs.push({ label, path: goodPath, body: JSON.stringify(value), contentType: JSON_TYPE });
  json('a plausible body', fresh());
  json('{"x": NUL}', { x: NUL });
  json('{NUL key}', { [`a${NUL}`]: 'b' });
  const deep = `${'['.repeat(10_000)}"\\u0000"${']'.repeat(10_000)}`;
  inputs.push({ label: 'a NUL 10,000 arrays deep', path: goodPath, body: deep, contentType: JSON_TYPE });
  for (const [what, value] of [...WRONG_TYPES, ['a string', 'a'], ['a number', 1]] as [string, unknown][]) {
    json(`the body is ${what}`, value);
  }
  for (const path of leaves(route.body)) {
    const field = path.join('.');
    const current = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], fresh());
    const text = typeof current === 'string' ? current : 'a';
    json(`${field} with a NUL`, withValue(fresh(), path, `${text.slice(0, 1)}${NUL}${text.slice(1)}`));
    json(`${field} of 10,000 chars`, withValue(fresh(), path, OVERLONG));
    json(`${field} with half a surrogate pair`, withValue(fresh(), path, `${text}\ud83d`));
    for (const [what, value] of WRONG_TYPES) json(`${field} is ${what}`, withValue(fresh(), path, value));
    if (/id$/i.test(String(path[path.length - 1]))) {
      for (const bad of BAD_IDS) json(`${field} = ${bad}`, withValue(fresh(), path, bad));
    }
  }
  const text = JSON.stringify(fresh());
  const notJson: [string, TInput['body'], string?][] = [
    ['a text/plain body', text, 'text/plain'],
    ['a form body', 'a=b', 'application/x-www-form-urlencoded'],
    ['a multipart body', '--x--', 'multipart/form-data; boundary=x'],
    ['JSON bytes without a content type', new TextEncoder().encode(text)],
    ['no body', undefined],
    ['the JSON type with an empty body', '', JSON_TYPE],
  ];
  for (const [label, body, contentType] of notJson) inputs.push({ label, path: goodPath, body, contentType });
  return inputs;
}

type TOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
};

/** Every operation of the generated document, with its body schema and query parameters. */
async function routesToFuzz(): Promise<TRoute[]> {
  const doc = (await client(t.app).get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, TOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      body: op.requestBody?.content[JSON_TYPE]?.schema,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      admin: path.startsWith('/api/admin'),
    })),
  );
}

async function send(c: TClient, method: string, input: TInput) {
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (c.cookies.size) headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (input.contentType) headers['content-type'] = input.contentType;
  const url = input.query ? `${input.path}?${input.query}` : input.path;
  const res = await t.app.request(url, { method, headers, body: input.body });
  return { status: res.status, text: await res.text() };
}

describe('bad input', () => {
  it('gets a 4xx, never a 5xx, on every route', async () => {
    const failures: string[] = [];
    let sent = 0;
    // One business for every route (the fuzz client never stores cookies, so a sign-in cannot switch it); sign-out
    // ends its session, so that route gets its own.
    const owner = (await newBusiness(t)).client;
    for (const route of await routesToFuzz()) {
      const c = route.admin ? admin : route.path.endsWith('/logout') ? (await newBusiness(t)).client : owner;
      for (const input of inputsFor(route)) {
        sent++;
        const res = await send(c, route.method, input);
        if (res.status >= 500) {
          failures.push(`${route.method} ${route.path} — ${input.label} → ${res.status} ${res.text.slice(0, 160)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);

  it('refuses a NUL anywhere with a 400 that names the field', async () => {
    const { client: c } = await newBusiness(t);
    const body = await c.post('/api/customers', { firstName: `Ann${NUL}` });
    expect(body.status).toBe(400);
    expect(body.body.error).toMatchObject({ code: 'VALIDATION', details: { firstName: [expect.any(String)] } });
    const query = await c.get(`/api/customers?search=a%00b`);
    expect(query.status).toBe(400);
    expect(query.body.error.details).toEqual({ search: [expect.any(String)] });
    const path = await c.get('/api/public/signup-form/a%00b');
    expect(path.status).toBe(400);
    expect(path.body.error.code).toBe('VALIDATION');
  });

  it('creates no customer from a body that is not JSON', async () => {
    const { client: c } = await newBusiness(t);
    for (const input of [
      { label: 'text/plain', path: '/api/customers', body: '{}', contentType: 'text/plain' },
      { label: 'no body', path: '/api/customers' },
    ]) {
      const res = await send(c, 'POST', input);
      expect(res.status, input.label).toBe(415);
      expect(JSON.parse(res.text).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const charset = await send(c, 'POST', {
      label: 'charset',
      path: '/api/customers',
      body: '{"firstName":"Ann","phone":"4155550123"}',
      contentType: 'application/json; charset=utf-8',
    });
    expect(charset.status).toBe(201);
    expect((await c.get('/api/customers')).body.total).toBe(1);
  });

  it('answers 404 for ids that look like UUIDs but are not', async () => {
    const { client: c } = await newBusiness(t);
    for (const id of BAD_IDS) {
      expect((await c.get(`/api/customers/${id}`)).status, id).toBe(404);
      expect((await c.post(`/api/customers/${id}/quick-sms`, { templateId: randomUUID() })).status, id).toBe(404);
    }
  });

  it('refuses a sign-up tier that is not a UUID, naming the field', async () => {
    const res = await client(t.app).post('/api/signup', {
      companyName: 'Café',
      email: `fuzz-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct-horse-1',
      tierId: 'not-a-tier',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ tierId: [expect.any(String)] });
  });
});
