import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import { emailHtml, footerText, htmlToText, renderEmailBody } from './email-html.ts';

const vars = { businessName: 'Moon & Co', firstName: '<b>Ana</b>', lastName: null, points: 5, email: 'a@x.test' };

describe('renderEmailBody', () => {
  it('escapes a plain-text body and turns its line breaks into <br>', () => {
    const { text, html } = renderEmailBody('Hi {firstName} & "friends"\nSee you\r\nsoon at {business_name}', vars);
    expect(text).toBe('Hi <b>Ana</b> & "friends"\nSee you\r\nsoon at Moon & Co');
    expect(html).toBe('Hi &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;friends&quot;<br>\nSee you<br>\nsoon at Moon &amp; Co');
  });

  it('keeps an HTML body’s markup but escapes the values put into it', () => {
    const { text, html } = renderEmailBody('<p>Hi <strong>{firstName}</strong></p><p>{points} points</p>', vars);
    expect(html).toBe('<p>Hi <strong>&lt;b&gt;Ana&lt;/b&gt;</strong></p><p>5 points</p>');
    expect(text).toBe('Hi <b>Ana</b>\n5 points');
  });
});

describe('emailHtml', () => {
  it('appends a 1×1 pixel after the body when given its URL', () => {
    const html = emailHtml('Hello', { pixelUrl: 'https://app.example/api/track/open/x.y' });
    expect(html).toMatch(/<img src="https:\/\/app\.example\/api\/track\/open\/x\.y" width="1" height="1" alt=""/);
    expect(html.indexOf('<img')).toBeGreaterThan(html.indexOf('Hello'));
    expect(emailHtml('Hello')).not.toContain('<img');
  });

  it('ends with the business, its postal address and the unsubscribe link, escaped', () => {
    const footer = {
      businessName: 'Bean & Leaf',
      postalAddress: '1 Main St, Springfield <IL>',
      unsubscribeUrl: 'https://app.example/unsubscribe/x.y',
      whiteLabel: true,
      language: 'en' as const,
    };
    const html = emailHtml('Hello', { footer });
    expect(html).toContain('Bean &amp; Leaf, 1 Main St, Springfield &lt;IL&gt;<br>');
    expect(html).toContain('<a href="https://app.example/unsubscribe/x.y" style="color:#6b7280">Unsubscribe</a>');
    expect(html.indexOf('Unsubscribe')).toBeGreaterThan(html.indexOf('Hello'));
    expect(footerText(footer)).toBe(
      '\n\n--\nBean & Leaf, 1 Main St, Springfield <IL>\nUnsubscribe: https://app.example/unsubscribe/x.y',
    );
    expect(footerText({ ...footer, postalAddress: null })).toContain('--\nBean & Leaf\nUnsubscribe:');
    // White-label: nothing of the platform's.
    expect(html).not.toContain('Regulars');
  });

  it("ends with the platform's mark, small and after the unsubscribe link, on a plan without white-label", () => {
    const footer = {
      businessName: 'Bean & Leaf',
      postalAddress: null,
      unsubscribeUrl: 'https://app.example/unsubscribe/x.y',
      whiteLabel: false,
      language: 'en' as const,
    };
    const html = emailHtml('Hello', { footer });
    expect(html).toContain(
      'Unsubscribe</a><div style="margin-top:12px;color:#9ca3af;font-size:11px">Powered by Regulars</div></div>',
    );
    expect(footerText(footer)).toBe(
      '\n\n--\nBean & Leaf\nUnsubscribe: https://app.example/unsubscribe/x.y\nPowered by Regulars',
    );
  });

  it("says its words in the business's language, and the HTML part says which", () => {
    const footer = {
      businessName: 'Café Sol',
      postalAddress: null,
      unsubscribeUrl: 'https://app.example/unsubscribe/x.y',
      whiteLabel: false,
      language: 'es' as const,
    };
    const { t } = translatorFor('es');
    expect(footerText(footer)).toBe(
      `\n\n--\nCafé Sol\n${t('email.unsubscribe')}: https://app.example/unsubscribe/x.y\n${t('email.poweredBy')}`,
    );
    expect(t('email.unsubscribe')).not.toBe('Unsubscribe');
    const html = emailHtml('Hola', { footer });
    expect(html).toContain(`style="color:#6b7280">${t('email.unsubscribe')}</a>`);
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
  });

  it('reads HTML back as text', () => {
    expect(htmlToText('<h1>Hi</h1><p>A&amp;B<br>C&nbsp;D</p>')).toBe('Hi\nA&B\nC D');
  });
});

describe('htmlToText', () => {
  it('keeps a link’s address after its words, and a bare address once', () => {
    const html = '<p>See <a href="https://x.example/menu?a=1&amp;b=2" style="color:red"><b>the menu</b></a></p>';
    expect(htmlToText(html)).toBe('See the menu (https://x.example/menu?a=1&b=2)');
    expect(htmlToText('<a href="https://x.example">https://x.example</a>')).toBe('https://x.example');
  });
});
