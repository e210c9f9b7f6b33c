/** What a customer's text asks for: to stop, to start again, help, or nothing we act on. */
export type TSmsIntent =
  | { kind: 'stop'; source: 'keyword' | 'free_text' }
  | { kind: 'start' }
  | { kind: 'help' }
  | null;

const STOP = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'optout', 'revoke', 'opt out']);
const START = new Set(['start', 'yes', 'unstop', 'subscribe']);
const HELP = new Set(['help', 'info']);

/**
 * Ways people ask to stop in their own words (CTIA asks senders to honour them as well as the keywords). Only read
 * in short texts, where they are the point of the message.
 */
const STOP_PHRASES = [
  /\bstop (texting|messaging|sending|contacting|txting)\b/,
  /\bopt(ing)?[\s-]?(me )?out\b/,
  /\bunsubscribe\b/,
  /\b(remove|take|delete) (me|my number)\b/,
  /\bno more (texts|messages|msgs|sms)\b/,
  /\b(do not|dont|don't) (text|message|contact|sms) me\b/,
  /\bleave me alone\b/,
  /^stop\b/,
];
const MAX_FREE_TEXT = 160;

/** Reads a text the way carriers read keywords: the whole message, any case, surrounding punctuation ignored. */
export function smsIntent(body: string): TSmsIntent {
  const text = body
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (STOP.has(text)) return { kind: 'stop', source: 'keyword' };
  if (START.has(text)) return { kind: 'start' };
  if (HELP.has(text)) return { kind: 'help' };
  if (text.length <= MAX_FREE_TEXT && STOP_PHRASES.some((re) => re.test(text))) {
    return { kind: 'stop', source: 'free_text' };
  }
  return null;
}
