import type { TPortalReferral } from '@regulars/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toaster.tsx';
import { InviteFriendCard } from './invite-friend-card.tsx';

const REFERRAL: TPortalReferral = {
  code: 'K7M2QX9P',
  link: 'https://regulars.example/r/K7M2QX9P',
  friendGets: '100 points',
  youGet: 'Free coffee',
  when: 'their first purchase within 30 days',
  joined: 0,
  rewarded: 0,
};

/** A phone's share sheet, for one test: most computers have none. */
function withShareSheet(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true, writable: true });
  return navigator.share as unknown as ReturnType<typeof vi.fn>;
}

const draw = (referral: Partial<TPortalReferral> = {}) =>
  render(<InviteFriendCard referral={{ ...REFERRAL, ...referral }} businessName="Blue Door Coffee" />);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('InviteFriendCard', () => {
  it('says what each side gets, shows the code and the link, and copies the link', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const success = vi.spyOn(toast, 'success');
    draw();

    expect(screen.getByTestId('invite-offer').textContent).toBe(
      'Give a friend 100 points. You get Free coffee after their first purchase within 30 days.',
    );
    expect(screen.getByTestId('invite-code').textContent).toBe('K7M2QX9P');
    const link = screen.getByLabelText('Your link') as HTMLInputElement;
    expect(link.value).toBe(REFERRAL.link);
    expect(link.readOnly).toBe(true);
    // No share sheet here (a computer): no Share button, and nothing said of friends before one joins.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByTestId('invite-joined')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied'));
    expect(writeText).toHaveBeenCalledWith(REFERRAL.link);
  });

  it("offers the phone's share sheet with the business, the offer and the link; closing it is no error", async () => {
    const share = withShareSheet(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    draw();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Join Blue Door Coffee',
      text: 'Join Blue Door Coffee with my link and get 100 points. My code: K7M2QX9P',
      url: REFERRAL.link,
    });
    // Closed without choosing anyone: the link is not copied instead.
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('counts the friends who joined and were rewarded, in the singular or the plural', () => {
    const { rerender } = draw({ joined: 1, rewarded: 0 });
    expect(screen.getByTestId('invite-joined').textContent).toBe('1 friend joined · 0 rewarded');

    rerender(<InviteFriendCard referral={{ ...REFERRAL, joined: 3, rewarded: 1 }} businessName="Blue Door Coffee" />);
    expect(screen.getByTestId('invite-joined').textContent).toBe('3 friends joined · 1 rewarded');
  });
});
