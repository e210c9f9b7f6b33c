import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignLinkNotices } from './campaign-link-notices.tsx';
import { PlaceholderChips } from './placeholder-chips.tsx';

describe('link placeholders in a campaign', () => {
  it('says a wallet link is never filled, and an invite link only while refer-a-friend is on', () => {
    const { rerender } = render(<CampaignLinkNotices text="Hi! {wallet_link} {referral_link}" invitesOn={false} />);
    expect(screen.getByTestId('wallet-link-notice').textContent).toBe(
      '{wallet_link} is not filled in campaigns: the sentence holding it is left out of every message.',
    );
    expect(screen.getByTestId('referral-link-notice').textContent).toBe(
      'Refer a friend is off: the sentence holding {referral_link} is left out of every message.',
    );
    rerender(<CampaignLinkNotices text="Bring a friend: {referral_link}" invitesOn />);
    expect(screen.queryByTestId('referral-link-notice')).toBeNull();
    rerender(<CampaignLinkNotices text="Bring a friend: {referral_link}" invitesOn={undefined} />);
    expect(screen.queryByTestId('referral-link-notice')).toBeNull();
    expect(screen.queryByTestId('wallet-link-notice')).toBeNull();
  });

  it('offers no chip for what is omitted', () => {
    render(<PlaceholderChips channel="sms" onInsert={() => undefined} omit={['wallet_link']} />);
    const chips = screen.getAllByRole('button').map((chip) => chip.textContent);
    expect(chips).toContain('{referral_link}');
    expect(chips).not.toContain('{wallet_link}');
  });
});
