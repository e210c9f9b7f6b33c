import { client, eventually, superAdminClient, type TClient, type TTestApp, uniqueEmail } from '../harness.ts';

/** Every invitation email sent to `email`, newest first, read from the outbox as the super admin. */
export async function invitationEmails(t: TTestApp, email: string, atLeast = 1) {
  const admin = await superAdminClient(t);
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
    // Only the invitations: the address may also have account emails (two-step sign-in's notices).
    const messages = (
      res.body.messages as { subject: string; text: string; html: string | null; fromName: string | null }[]
    ).filter((m) => m.subject.startsWith("You've been invited"));
    return messages.length >= atLeast ? messages : undefined;
  });
}

export function tokenFromEmail(text: string): string {
  const match = /accept-invitation\?token=([^\s"&]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The admin invites `email`; returns the invitation and the token from the email's link. */
export async function inviteByEmail(
  t: TTestApp,
  admin: TClient,
  email = uniqueEmail('invitee'),
  role: 'member' | 'analyst' = 'member',
) {
  const res = await admin.post('/api/company/invitations', { email, role });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [message] = await invitationEmails(t, email);
  return {
    email,
    invitation: res.body.invitation as { id: string; email: string },
    token: tokenFromEmail(message.text),
  };
}

/** Invites a new person (a member unless `role` says analyst) and accepts with 'Create Account'; their signed-in client. */
export async function newTeamMember(
  t: TTestApp,
  admin: TClient,
  opts: { firstName?: string; lastName?: string; role?: 'member' | 'analyst' } = {},
) {
  const { email, token, invitation } = await inviteByEmail(t, admin, undefined, opts.role);
  const member = client(t.app);
  const password = 'member-pass-1';
  const res = await member.post('/api/invitations/accept/create-account', {
    token,
    firstName: opts.firstName ?? 'Ann',
    lastName: opts.lastName ?? 'Lee',
    password,
  });
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client: member, email, password, invitation };
}
