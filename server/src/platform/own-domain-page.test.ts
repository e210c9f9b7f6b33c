import { describe, expect, it } from 'vitest';
import { withoutPlatformMark } from './own-domain-page.ts';

describe('withoutPlatformMark', () => {
  it("takes the platform's title, description and icon out of the page, and nothing else", () => {
    const page = [
      '<head>',
      '<meta charset="UTF-8" />',
      '<meta name="description" content="Regulars — loyalty programs" />',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<title>Regulars — Loyalty for small businesses</title>',
      '<link rel="modulepreload" href="/assets/app.js">',
      '</head>',
    ].join('\n');
    const served = withoutPlatformMark(page);
    expect(served).not.toContain('Regulars');
    expect(served).not.toContain('favicon');
    expect(served).toContain('<title></title>');
    expect(served).toContain('<meta charset="UTF-8" />');
    expect(served).toContain('<link rel="modulepreload" href="/assets/app.js">');
  });
});
