import { Resolver } from 'node:dns/promises';

/** What a TXT lookup found: the records' texts (each record's strings joined), none, or no answer at all. */
export type TTxtLookup = { kind: 'found'; texts: string[] } | { kind: 'missing' } | { kind: 'failed' };

/** The names DNS says do not exist or hold no such record: the owner has not created it (yet). */
const NOT_THERE = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * The TXT records of `name`, asked of `servers` (DNS_SERVERS, "host" or "host:port") or the system's resolvers. A
 * resolver that does not answer within a few seconds is a failed lookup, told apart from a record not there.
 */
export async function lookUpTxt(name: string, servers: string[]): Promise<TTxtLookup> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return { kind: 'found', texts: records.map((chunks) => chunks.join('')) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    return NOT_THERE.has(code) ? { kind: 'missing' } : { kind: 'failed' };
  }
}
