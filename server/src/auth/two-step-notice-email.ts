import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

export type TTwoStepNotice =
  | { kind: 'on' }
  | { kind: 'off' }
  | { kind: 'new-codes' }
  | { kind: 'recovery-used'; codesLeft: number }
  | { kind: 'reset'; by: string }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string };

const WHAT: Record<TTwoStepNotice['kind'], { subject: string; lead: string }> = {
  on: { subject: 'Two-step sign-in is on', lead: 'Two-step sign-in was turned on for your {account} account.' },
  off: {
    subject: 'Two-step sign-in was turned off',
    lead: 'Two-step sign-in was turned off for your {account} account: your password alone signs in now.',
  },
  'new-codes': {
    subject: 'New recovery codes were made',
    lead: 'New recovery codes were made for your {account} account; the old ones no longer work.',
  },
  'recovery-used': {
    subject: 'A recovery code was used to sign in',
    lead: 'Someone signed in to your {account} account with one of your recovery codes.',
  },
  'passkey-added': {
    subject: 'A passkey was added',
    lead: 'A passkey named “{name}” was added to your {account} account: it can sign in without your password.',
  },
  'passkey-removed': {
    subject: 'A passkey was removed',
    lead: 'The passkey named “{name}” was removed from your {account} account.',
  },
  reset: {
    subject: 'Your two-step sign-in was reset',
    lead: '{by} reset the two-step sign-in of your {account} account: you were signed out everywhere, and your password alone signs in until you set it up again under Settings → Two-step sign-in.',
  },
};

/**
 * Tells the account's owner that its second factor or a passkey changed, or that a recovery code was used (issue 53:
 * a lost phone's way in is never silent), with what to do if it was not them. `brand`: as the password reset's.
 */
export function twoStepNoticeEmail(opts: {
  to: string;
  notice: TTwoStepNotice;
  brand: string | null;
  appUrl: string;
}): TEmailMessage {
  const { to, notice, brand, appUrl } = opts;
  const account = brand ?? 'Regulars';
  const { subject, lead } = WHAT[notice.kind];
  const first = lead
    .replace('{account}', account)
    .replace('{by}', notice.kind === 'reset' ? notice.by : '')
    .replace('{name}', 'name' in notice ? notice.name : '');
  const left =
    notice.kind === 'recovery-used'
      ? `${notice.codesLeft} recovery ${notice.codesLeft === 1 ? 'code is' : 'codes are'} left; make new ones under Settings → Two-step sign-in.`
      : null;
  const resetLink = `${appUrl}/reset-password`;
  const ifNotYou = "If this wasn't you, reset your password now and sign out everywhere:";
  return {
    to,
    ...(brand ? { fromName: brand } : {}),
    subject,
    text: [first, ...(left ? ['', left] : []), '', `${ifNotYou} ${resetLink}`].join('\n'),
    html: `<p>${escapeHtml(first)}</p>
${left ? `<p>${escapeHtml(left)}</p>\n` : ''}<p>${escapeHtml(ifNotYou)} <a href="${escapeHtml(resetLink)}">reset your password</a>.</p>`,
  };
}
