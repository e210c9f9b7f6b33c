import { domainToASCII } from 'node:url';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain as typed by an owner, as DNS and browsers know it: lower case, an international name as punycode, no
 * trailing dot. Null for anything else: a URL with a scheme or path, a port, an IP address, a single label.
 */
export function normalHostname(typed: string): string | null {
  const trimmed = typed.trim().toLowerCase().replace(/\.$/, '');
  if (/[\s/:@?#]/.test(trimmed)) return null;
  const ascii = domainToASCII(trimmed);
  if (!ascii || ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // A top-level label is never all digits: this refuses IPv4 addresses.
  if (/^\d+$/.test(labels.at(-1) ?? '')) return null;
  return ascii;
}

/** The platform's own names (its address, the CNAME target, and names under them) are not a business's to claim. */
export function isPlatformHostname(hostname: string, { appUrl, target }: { appUrl: string; target: string }): boolean {
  const ours = [new URL(appUrl).hostname, target, 'localhost'];
  return ours.some((name) => hostname === name || hostname.endsWith(`.${name}`));
}

/** The TXT record that proves a domain is the business's: `_regulars.{hostname}` = `regulars-verify={token}`. */
export function ownershipRecord(hostname: string, token: string): { name: string; value: string } {
  return { name: `_regulars.${hostname}`, value: `regulars-verify=${token}` };
}
