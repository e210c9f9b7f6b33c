import { withOptOutLine } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { createMessageLinks, emailMessage, smsMessage } from '../messaging/index.ts';
import { campaignRenderer, linksOf, renderCampaignMessage } from './campaign-content.ts';

const tracking = createMessageLinks({ secret: 's'.repeat(32), appUrl: 'https://app.example' });
const business = {
  name: 'Café <Bleu> & Co',
  postalAddress: '1 Main St, "Springfield"',
  tracked: true,
  whiteLabel: true,
  language: 'en' as const,
  address: 'https://app.example',
};

const recipients = [
  { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.test', points: 120 },
  { firstName: '<b>Bo</b> & "Ed"', lastName: null, email: 'bo@example.test', points: 0 },
  { firstName: null, lastName: null, email: 'x@example.test', points: 7 },
  // A name that is one of the campaign's links: replaced like the written one, as it always was.
  { firstName: 'https://cafe.example/menu', lastName: "O'Neil", email: 'o@example.test', points: 3 },
];
const ids = [
  '3f1c2a4e-8b7d-4c1e-9f2a-6d5e4c3b2a10',
  '00000000-0000-4000-8000-000000000001',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  '5a5a5a5a-1234-4abc-9def-0123456789ab',
];

const campaigns = {
  plain: {
    type: 'email' as const,
    subject: 'Hi {firstName} from {business_name}',
    body: 'Hello {name}, {points} points.\nMenu: https://cafe.example/menu. Full menu: https://cafe.example/menu/full\nhttps://cafe.example/menu again {unknown}',
  },
  html: {
    type: 'email' as const,
    subject: 'News for {name}',
    body: '<p>Hi {firstName} {lastName}</p><p><a href="https://cafe.example/menu?a=1&amp;b=2">Menu</a> <a href="https://cafe.example/x">X</a> <a href="https://cafe.example/x">again</a></p>',
  },
  sms: { type: 'sms' as const, subject: '', body: withOptOutLine('Hi {firstName}: https://cafe.example/menu') },
};

type TCampaign = (typeof campaigns)[keyof typeof campaigns];

/**
 * Every message of a batch of `campaign`, as the outbox stores it and as communication_logs keeps it: made by one
 * renderer for the whole batch (as expand-batch.ts does), or by a new one per message (`perMessage`).
 */
function renderBatch(campaign: TCampaign, { perMessage = false } = {}) {
  const content = { ...campaign, links: linksOf(campaign.body, campaign.type) };
  const batch = campaignRenderer(content);
  return recipients.map((r, i) => {
    const id = ids[i] as string;
    const vars = { businessName: business.name, ...r };
    const tracked = (index: number) => tracking.clickUrl(id, index, content.links[index] ?? '');
    const made = perMessage ? renderCampaignMessage(content, vars, tracked) : batch(vars, tracked);
    const row = { id, to: r.email, subject: made.subject, content: made.text, html: made.html };
    const sent = campaign.type === 'sms' ? smsMessage('b', row) : emailMessage(tracking, 'b', business, row);
    return { made, sent };
  });
}

describe('campaign messages', () => {
  // Pinned from the per-message renderer before the batch one existed: the bytes every recipient gets, unchanged.
  it('renders a plain-text email exactly as before, per recipient', () => {
    expect(renderBatch(campaigns.plain)).toMatchSnapshot();
  });

  it('renders an HTML email exactly as before, per recipient', () => {
    expect(renderBatch(campaigns.html)).toMatchSnapshot();
  });

  it('renders an SMS exactly as before, per recipient', () => {
    expect(renderBatch(campaigns.sms)).toMatchSnapshot();
  });

  it('renders each recipient of a batch as a message rendered alone', () => {
    for (const campaign of Object.values(campaigns)) {
      expect(renderBatch(campaign)).toEqual(renderBatch(campaign, { perMessage: true }));
    }
  });
});
