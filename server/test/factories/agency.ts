import { client, type TClient, type TTestApp, uniqueEmail } from '../harness.ts';
import { invitationEmails, tokenFromEmail } from './teams.ts';

/** The agency adds a client business through the API; returns its id. */
export async function addClient(agency: TClient, companyName: string): Promise<string> {
  const res = await agency.post('/api/agency/clients', { companyName });
  if (res.status !== 201) throw new Error(`add client failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.client.id as string;
}

/** The client's owner, invited by the agency and signed up through the invitation's link; their signed-in client. */
export async function clientOwner(
  t: TTestApp,
  agency: TClient,
  clientId: string,
  email = uniqueEmail('client-owner'),
): Promise<TClient> {
  const invited = await agency.post(`/api/agency/clients/${clientId}/owner-invitations`, { email });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const [message] = await invitationEmails(t, email);
  const owner = client(t.app);
  const accepted = await owner.post('/api/invitations/accept/create-account', {
    token: tokenFromEmail(message.text),
    firstName: 'Cleo',
    lastName: 'Owner',
    password: 'owner-pass-1',
  });
  if (accepted.status !== 201) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return owner;
}
