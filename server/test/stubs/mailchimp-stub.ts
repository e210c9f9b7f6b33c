import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TStubMember = {
  email_address: string;
  status: 'subscribed' | 'unsubscribed';
  merge_fields: Record<string, string>;
  last_changed: string;
};

type TStubList = { id: string; name: string; members: Map<string, TStubMember> };
type TStubAccount = { name: string; lists: Map<string, TStubList> };

/** One batch upsert the stub received: the audience and the members as sent. */
export type TStubBatch = { key: string; listId: string; members: { email_address: string; status: string }[] };

/**
 * A local stand-in for MailChimp's Marketing API v3 (the part Regulars calls): /ping, the account root, /lists, the
 * batch upsert POST /lists/{id} and the unsubscribed members page. Accounts are made per test with their own key and
 * lists, so tests sharing the stub never see each other's members. A key it was not given answers 401; an address
 * listed by `reject` is a member-level error; a member unsubscribed here is not re-subscribed (MailChimp's compliance
 * rule); `failNext` makes the next calls of a key answer a status. Port 0 (the default): any free port.
 */
export async function startMailchimpStub({ port: wanted = 0 }: { port?: number } = {}) {
  const accounts = new Map<string, TStubAccount>();
  const rejected = new Set<string>();
  const failures = new Map<string, number[]>();
  const batches: TStubBatch[] = [];
  let lists = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const key = keyOf(req.headers.authorization);
      const account = key ? accounts.get(key) : undefined;
      if (!key || !account) {
        return send(401, { title: 'API Key Invalid', status: 401, detail: 'Your API key may be invalid.' });
      }
      const failure = failures.get(key)?.shift();
      if (failure) return send(failure, { title: 'Stub failure', status: failure });
      const url = new URL(req.url ?? '/', 'http://stub');
      const path = url.pathname.replace(/^\/3\.0/, '') || '/';
      const listMatch = /^\/lists\/([^/]+)(\/members)?$/.exec(path);
      if (req.method === 'GET' && path === '/ping') return send(200, { health_status: "Everything's Chimpy!" });
      if (req.method === 'GET' && path === '/') return send(200, { account_name: account.name });
      if (req.method === 'GET' && path === '/lists') {
        const all = [...account.lists.values()].map((l) => ({
          id: l.id,
          name: l.name,
          stats: { member_count: [...l.members.values()].filter((m) => m.status === 'subscribed').length },
        }));
        return send(200, { lists: all });
      }
      const list = listMatch ? account.lists.get(decodeURIComponent(listMatch[1])) : undefined;
      if (!list) return send(404, { title: 'Resource Not Found', status: 404 });
      if (req.method === 'POST' && !listMatch?.[2]) {
        const body = JSON.parse(raw) as { members: { email_address: string; status: string; merge_fields?: object }[] };
        batches.push({ key, listId: list.id, members: body.members });
        return send(200, upsert(list, body.members));
      }
      if (req.method === 'GET' && listMatch?.[2]) return send(200, unsubscribedPage(list, url.searchParams));
      return send(405, { title: 'Method Not Allowed', status: 405 });
    });
  });

  function upsert(list: TStubList, members: { email_address: string; status: string; merge_fields?: object }[]) {
    const answer = {
      new_members: [] as { email_address: string }[],
      updated_members: [] as { email_address: string }[],
      errors: [] as { email_address: string; error: string; error_code: string }[],
    };
    for (const m of members) {
      const id = m.email_address.toLowerCase();
      const existing = list.members.get(id);
      if (rejected.has(id) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(id)) {
        const error = `${m.email_address} looks fake or invalid, please enter a real email address.`;
        answer.errors.push({ email_address: m.email_address, error, error_code: 'ERROR_GENERIC' });
        continue;
      }
      if (existing?.status === 'unsubscribed' && m.status === 'subscribed') {
        const error = `${m.email_address} is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`;
        answer.errors.push({ email_address: m.email_address, error, error_code: 'ERROR_CONTACT_EXISTS' });
        continue;
      }
      const member: TStubMember = {
        email_address: m.email_address,
        status: m.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed',
        merge_fields: { ...existing?.merge_fields, ...(m.merge_fields as Record<string, string> | undefined) },
        last_changed: existing?.status === m.status ? existing.last_changed : new Date().toISOString(),
      };
      list.members.set(id, member);
      (existing ? answer.updated_members : answer.new_members).push({ email_address: m.email_address });
    }
    return {
      ...answer,
      total_created: answer.new_members.length,
      total_updated: answer.updated_members.length,
      error_count: answer.errors.length,
    };
  }

  function unsubscribedPage(list: TStubList, query: URLSearchParams) {
    const since = query.get('since_last_changed');
    const matching = [...list.members.values()].filter(
      (m) =>
        m.status === (query.get('status') ?? m.status) && (!since || Date.parse(m.last_changed) > Date.parse(since)),
    );
    const offset = Number(query.get('offset') ?? 0);
    const count = Number(query.get('count') ?? 10);
    return { members: matching.slice(offset, offset + count), total_items: matching.length };
  }

  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** MAILCHIMP_API_BASE for the app: every data centre lands here. */
    url: `http://127.0.0.1:${port}/3.0`,
    batches,
    /** An account for one test: its key (`<32 hex>-us21`) and its audiences. */
    addAccount(opts: { name: string; lists: string[] }) {
      const key = `${[...Array(32)].map(() => Math.floor(Math.random() * 16).toString(16)).join('')}-us21`;
      const made = new Map<string, TStubList>();
      for (const name of opts.lists) {
        lists += 1;
        const id = `list${String(lists).padStart(6, '0')}`;
        made.set(id, { id, name, members: new Map() });
      }
      accounts.set(key, { name: opts.name, lists: made });
      return { key, listIds: [...made.keys()] };
    },
    /** Revokes a key: MailChimp answers it 401 from now on. */
    revoke: (key: string) => accounts.delete(key),
    /** The next `statuses.length` calls with this key answer these statuses. */
    failNext: (key: string, statuses: number[]) => failures.set(key, [...statuses]),
    /** Member-level errors for this address from now on. */
    reject: (email: string) => rejected.add(email.toLowerCase()),
    /** The members of an audience, by lower-cased address. */
    members: (key: string, listId: string) => accounts.get(key)?.lists.get(listId)?.members ?? new Map(),
    /** A member who unsubscribed in MailChimp (a link in its email), now. */
    unsubscribe(key: string, listId: string, email: string) {
      const list = accounts.get(key)?.lists.get(listId);
      if (!list) throw new Error(`no list ${listId}`);
      const id = email.toLowerCase();
      const existing = list.members.get(id);
      list.members.set(id, {
        email_address: email,
        merge_fields: existing?.merge_fields ?? {},
        status: 'unsubscribed',
        last_changed: new Date().toISOString(),
      });
    },
    /** The batch calls made to one audience. */
    batchesOf: (listId: string) => batches.filter((b) => b.listId === listId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TMailchimpStub = Awaited<ReturnType<typeof startMailchimpStub>>;

function keyOf(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}
