import { describe, expect, it } from 'vitest';
import { sanitizeEmailBody } from './sanitize-email-body.ts';

describe('sanitizeEmailBody', () => {
  it('keeps plain text exactly as typed, ampersands and angle brackets included', () => {
    const text = 'Hi {firstName},\n\nSave 10% & more when you spend > $20.\nSee you soon, {business_name}';
    expect(sanitizeEmailBody(text)).toBe(text);
  });

  it('keeps ordinary formatting, links and https images', () => {
    const html =
      '<h1>Hello {name}</h1><p style="color: #333; text-align: center">You have <strong>{points}</strong> points.</p>' +
      '<a href="https://example.com/menu">Menu</a> <a href="mailto:hi@example.com">Mail us</a>' +
      '<img src="https://example.com/logo.png" alt="Logo" width="120">';
    // Only the spelling changes: styles lose their spaces, void tags are closed.
    expect(sanitizeEmailBody(html)).toBe(html.replace(/: /g, ':').replace(/; /g, ';').replace('"120">', '"120" />'));
  });

  it('removes scripts, style sheets, frames, forms and event handlers', () => {
    const out = sanitizeEmailBody(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{color:red}</style>' +
        '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="x"></form>' +
        '<img src="https://example.com/a.png" onerror="alert(1)"><svg onload="alert(1)"></svg>',
    );
    expect(out).toBe('<p>Hi</p><img src="https://example.com/a.png" />');
    expect(out).not.toMatch(/script|onerror|onload|onclick|iframe|form|style|svg/i);
  });

  it('removes javascript:, data: and plain-http image sources, and styles that could fetch or run', () => {
    const out = sanitizeEmailBody(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a><img src="http://example.com/x.png">' +
        '<img src="data:image/png;base64,AAAA"><p style="background-image: url(https://evil.test/x); color: red">d</p>' +
        '<a href="//evil.test/x">e</a>',
    );
    expect(out).not.toMatch(/javascript|data:|http:|url\(|evil/i);
    expect(out).toContain('<p style="color:red">d</p>');
  });

  it('adds rel="noopener noreferrer" to links that open a new window', () => {
    expect(sanitizeEmailBody('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
