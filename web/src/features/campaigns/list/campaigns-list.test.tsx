import type { TCampaignListItem } from '@regulars/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { CampaignsList } from './campaigns-list.tsx';

const STATS = { queued: 0, sent: 0, delivered: 0, failed: 0, opened: 0, clicked: 0, unsubscribed: 0, control: 0 };
const campaign = (over: Partial<TCampaignListItem>): TCampaignListItem => ({
  id: 'c1',
  name: 'Spring offer',
  type: 'sms',
  status: 'sent',
  recipientCount: 50,
  createdAt: '2026-11-20T10:00:00Z',
  scheduledFor: null,
  startedAt: '2026-11-20T10:00:00Z',
  sentAt: '2026-11-20T10:05:00Z',
  templateId: null,
  subject: '',
  error: null,
  stats: { ...STATS, queued: 50, sent: 50 },
  controlShare: 0,
  outcomeWindowDays: 14,
  ...over,
});

describe('the campaigns list', () => {
  it('shows how far a sending campaign has come, in words and as a bar', () => {
    const sending = campaign({ status: 'sending', stats: { ...STATS, queued: 30, sent: 10, failed: 2 } });
    renderAt('/campaigns', <CampaignsList campaigns={[sending]} timeZone="UTC" />);
    // The table (wide screens) and the card (phones) both say it.
    expect(screen.getAllByText('12 of 50 sent so far')).toHaveLength(2);
    const bars = screen.getAllByRole('progressbar', { name: 'Sending progress of Spring offer' });
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('24');
  });

  it('shows the results once sent, and no progress', () => {
    renderAt('/campaigns', <CampaignsList campaigns={[campaign({})]} timeZone="UTC" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByText('50 sent · 0 clicked')).toHaveLength(2);
  });
});
