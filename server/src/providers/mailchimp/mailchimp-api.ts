import { mailchimpDataCentre, type TMailchimpAudience } from '@regulars/contracts';

/**
 * Why a MailChimp call failed: `auth` the key was refused (401/403: trying again will not help), `gone` the audience
 * no longer exists (404), `unavailable` no answer, a 5xx or a 429 (trying again later may work), `refused` any other
 * 4xx.
 */
export type TMailchimpFailure = 'auth' | 'gone' | 'unavailable' | 'refused';

/** A failed call to MailChimp. The message names the endpoint and status only: never the key or a member's data. */
export class MailchimpApiError extends Error {
  readonly kind: TMailchimpFailure;
  constructor(kind: TMailchimpFailure, message: string) {
    super(message);
    this.name = 'MailchimpApiError';
    this.kind = kind;
  }
}

/** One member of a batch upsert (POST /lists/{id}). */
export type TMailchimpMember = {
  email_address: string;
  status: 'subscribed' | 'unsubscribed';
  merge_fields?: { FNAME: string; LNAME: string };
};

/** What MailChimp answers a batch upsert; members it rejected are in `errors`. */
export type TMailchimpBatchAnswer = {
  total_created: number;
  total_updated: number;
  error_count: number;
  errors: { email_address: string; error: string; error_code?: string }[];
};

export type TMailchimpApi = ReturnType<typeof mailchimpApi>;

/** A slow MailChimp must not hold a request (or a worker) for ever; a batch of 500 takes a few seconds. */
const TIMEOUT_MS = 30_000;

/**
 * MailChimp's Marketing API v3 for one key, over plain fetch with Basic auth (`anystring:<key>`). `apiBase` is the
 * configured address with `{dc}` for the key's data centre (MAILCHIMP_API_BASE).
 */
export function mailchimpApi({ apiKey, apiBase }: { apiKey: string; apiBase: string }) {
  const dataCentre = mailchimpDataCentre(apiKey);
  if (!dataCentre) throw new MailchimpApiError('auth', 'the key has no data centre');
  const base = apiBase.replace('{dc}', dataCentre);
  const authorization = `Basic ${Buffer.from(`regulars:${apiKey}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const endpoint = `${method} ${path.split('?')[0]}`;
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      const why = err instanceof Error ? err.name : 'error';
      throw new MailchimpApiError('unavailable', `${endpoint}: no answer (${why})`);
    }
    if (!res.ok) {
      // The body is MailChimp's problem document; only its status is kept, so nothing it echoes ends up in a log.
      await res.body?.cancel();
      throw new MailchimpApiError(failureOf(res.status), `${endpoint} answered ${res.status}`);
    }
    return (await res.json()) as T;
  }

  return {
    dataCentre,
    /** Whether the key works: 401 (`auth`) when MailChimp refuses it. */
    async ping(): Promise<void> {
      await call('GET', '/ping');
    },
    async accountName(): Promise<string | null> {
      const root = await call<{ account_name?: string }>('GET', '/?fields=account_name');
      return root.account_name?.trim() || null;
    },
    /** The account's audiences, up to 100 (an account with more is rare: the plans cap audiences far lower). */
    async audiences(): Promise<TMailchimpAudience[]> {
      const answer = await call<{ lists?: { id: string; name: string; stats?: { member_count?: number } }[] }>(
        'GET',
        '/lists?count=100&fields=lists.id,lists.name,lists.stats.member_count',
      );
      return (answer.lists ?? []).map((l) => ({ id: l.id, name: l.name, memberCount: l.stats?.member_count ?? 0 }));
    },
    /** Adds or updates up to 500 members by email (MailChimp keys members by the lower-cased address's MD5). */
    async upsertMembers(audienceId: string, members: TMailchimpMember[]): Promise<TMailchimpBatchAnswer> {
      const answer = await call<Partial<TMailchimpBatchAnswer>>('POST', `/lists/${encodeURIComponent(audienceId)}`, {
        members,
        update_existing: true,
      });
      return {
        total_created: answer.total_created ?? 0,
        total_updated: answer.total_updated ?? 0,
        error_count: answer.error_count ?? 0,
        errors: answer.errors ?? [],
      };
    },
    /** One page of the audience's members who unsubscribed since `since` (all of them when null). */
    async unsubscribedPage(
      audienceId: string,
      { since, offset, count }: { since: Date | null; offset: number; count: number },
    ): Promise<{ emails: string[]; total: number }> {
      const query = new URLSearchParams({
        status: 'unsubscribed',
        count: String(count),
        offset: String(offset),
        fields: 'members.email_address,members.status,members.last_changed,total_items',
      });
      if (since) query.set('since_last_changed', since.toISOString());
      const answer = await call<{ members?: { email_address: string; status: string }[]; total_items?: number }>(
        'GET',
        `/lists/${encodeURIComponent(audienceId)}/members?${query}`,
      );
      const members = (answer.members ?? []).filter((m) => m.status === 'unsubscribed');
      return { emails: members.map((m) => m.email_address), total: answer.total_items ?? 0 };
    },
  };
}

function failureOf(status: number): TMailchimpFailure {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'gone';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'refused';
}
