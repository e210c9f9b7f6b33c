import { describe, expect, it } from 'vitest';
import { renderEmailBody } from './email-html.ts';
import { sanitizeEmailBody } from './sanitize-email-body.ts';
import { withoutLinkHtml } from './without-link-html.ts';

const vars = { businessName: 'Moon & Co', firstName: 'Ana', lastName: null, points: 5, email: 'a@x.test' };
const BUTTON = '<a href="{wallet_link}" style="color:#fff">Add to your phone</a>';

describe('{wallet_link} in an HTML body without a wallet', () => {
  it('removes the link and the paragraph that held only it, and keeps the rest as it was', () => {
    const body = sanitizeEmailBody(
      `<p>Hi {firstName} &amp; welcome!</p><p><strong>${BUTTON}</strong></p><p>See you</p>`,
    );
    const { html, text } = renderEmailBody(body, { ...vars, walletLink: null });
    expect(html).toBe('<p>Hi Ana &amp; welcome!</p><p>See you</p>');
    expect(text).toBe('Hi Ana & welcome!\nSee you');
  });

  it('keeps the words around a link inside a sentence, without the link', () => {
    const { html } = renderEmailBody(`<p>Thanks! Your card: ${BUTTON}</p>`, vars);
    expect(html).toBe('<p>Thanks! Your card: </p>');
    expect(html).not.toContain('href');
  });

  it("removes a designed email's button table, and leaves other links and empty spacers alone", () => {
    const button = `<table role="presentation"><tbody><tr><td bgcolor="#111">${BUTTON}</td></tr></tbody></table>`;
    const body = `<div><p>Hello</p>${button}<p><br /></p><p><a href="https://moon.example/menu">Menu</a></p></div>`;
    expect(withoutLinkHtml(body, 'wallet_link')).toBe(
      '<div><p>Hello</p><p><br /></p><p><a href="https://moon.example/menu">Menu</a></p></div>',
    );
  });

  it('is left whole when there is a link to put in, or no placeholder', () => {
    const body = `<p>${BUTTON}</p>`;
    const { html } = renderEmailBody(body, { ...vars, walletLink: 'https://app.example/w/abc' });
    expect(html).toBe('<p><a href="https://app.example/w/abc" style="color:#fff">Add to your phone</a></p>');
    const plain = '<p>Hi <a href="https://moon.example">there</a></p>';
    expect(withoutLinkHtml(plain, 'wallet_link')).toBe(plain);
  });

  it('takes out an invite link while refer-a-friend is off, and keeps a wallet link that is there', () => {
    const invite = '<a href="{referral_link}">Invite a friend</a>';
    const body = `<p>Hi!</p><p>${invite}</p><p>${BUTTON}</p>`;
    const { html } = renderEmailBody(body, { ...vars, walletLink: 'https://app.example/w/abc', referralLink: null });
    expect(html).toBe('<p>Hi!</p><p><a href="https://app.example/w/abc" style="color:#fff">Add to your phone</a></p>');
    expect(withoutLinkHtml(body, 'referral_link')).toBe(`<p>Hi!</p><p>${BUTTON}</p>`);
  });
});
