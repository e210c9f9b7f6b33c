import { describe, expect, it } from 'vitest';
import { guessPasskeyName } from './passkey-name-guess.ts';

describe('a new passkey’s first name', () => {
  it('names the device the browser says it runs on', () => {
    const agents = {
      iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari',
      Android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      Windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
    };
    for (const [name, agent] of Object.entries(agents)) expect(guessPasskeyName(agent, 'Passkey')).toBe(name);
  });

  it('says the user’s word for a passkey when the browser does not say', () => {
    expect(guessPasskeyName('', 'Clé d’accès')).toBe('Clé d’accès');
  });
});
