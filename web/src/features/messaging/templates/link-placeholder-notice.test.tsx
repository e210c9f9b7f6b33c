import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkPlaceholderNotice } from './link-placeholder-notice.tsx';
import { PlaceholderChips } from './placeholder-chips.tsx';

describe('link placeholders in a campaign', () => {
  it('says the sentence holding a link is left out, naming each link typed, and nothing without one', () => {
    const { rerender } = render(<LinkPlaceholderNotice text="Hi {firstName}! Bring a friend: {referral_link}" />);
    expect(screen.getByTestId('link-placeholder-notice').textContent).toBe(
      '{referral_link} is not filled in campaigns: the sentence holding it is left out of every message.',
    );
    rerender(<LinkPlaceholderNotice text="{wallet_link} {referral_link}" />);
    expect(screen.getByTestId('link-placeholder-notice').textContent).toBe(
      '{wallet_link} and {referral_link} are not filled in campaigns: the sentence holding them is left out of every message.',
    );
    rerender(<LinkPlaceholderNotice text="Hi {firstName}" />);
    expect(screen.queryByTestId('link-placeholder-notice')).toBeNull();
  });

  it('offers no chip for what is omitted', () => {
    render(<PlaceholderChips channel="sms" onInsert={() => undefined} omit={['wallet_link', 'referral_link']} />);
    const chips = screen.getAllByRole('button').map((chip) => chip.textContent);
    expect(chips).toContain('{friend_name}');
    expect(chips).not.toContain('{referral_link}');
    expect(chips).not.toContain('{wallet_link}');
  });
});
