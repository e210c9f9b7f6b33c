import { describe, expect, it } from 'vitest';
import { renderTemplate } from './customers.ts';
import { withoutLinkSentence } from './link-placeholders.ts';

const customer = { businessName: 'Moon Café', firstName: 'Ana', lastName: null, points: 40, email: null };

describe('a link placeholder without its link', () => {
  it('leaves out the sentence or the line that holds the link, and keeps everything else', () => {
    expect(withoutLinkSentence('Welcome! Add your card: {wallet_link}', 'wallet_link')).toBe('Welcome!');
    expect(withoutLinkSentence('Hi!\nAdd your card to your phone:\n{wallet_link}\nSee you soon.', 'wallet_link')).toBe(
      'Hi!\nSee you soon.',
    );
    expect(withoutLinkSentence('Your card: {wallet_link}. Thanks for joining!', 'wallet_link')).toBe(
      'Thanks for joining!',
    );
    expect(withoutLinkSentence('No link here.', 'wallet_link')).toBe('No link here.');
  });

  it('renders each link where there is one and drops the sentence of the one that is missing', () => {
    const template = 'Thanks {firstName}!\nInvite a friend: {referral_link}\nAdd your card: {wallet_link}';
    expect(renderTemplate(template, { ...customer, referralLink: 'https://moon.example/i/ABCD2345' })).toBe(
      'Thanks Ana!\nInvite a friend: https://moon.example/i/ABCD2345',
    );
    expect(renderTemplate(template, { ...customer, walletLink: 'https://moon.example/w/x' })).toBe(
      'Thanks Ana!\nAdd your card: https://moon.example/w/x',
    );
  });

  it("fills a referral's names and reward, and leaves them as typed on any other message", () => {
    const template = '{friend_name} joined through you: {reward} is yours. {referrer_name}';
    expect(
      renderTemplate(template, { ...customer, friendName: 'Ben', referrerName: 'Cleo', reward: '100 points' }),
    ).toBe('Ben joined through you: 100 points is yours. Cleo');
    expect(renderTemplate('Hi {friend_name}', customer)).toBe('Hi {friend_name}');
  });
});
