import { describe, expect, it } from 'vitest';
import { smsIntent } from './sms-keywords.ts';

describe('what an inbound text asks for', () => {
  it('reads the stop keywords in any case, with punctuation around them', () => {
    for (const word of ['STOP', 'stop', 'StopAll', 'UNSUBSCRIBE', 'Cancel', 'END', 'quit', ' Stop! ', 'STOP.']) {
      expect(smsIntent(word)).toEqual({ kind: 'stop', source: 'keyword' });
    }
  });

  it('reads opt-outs written in the customer’s own words', () => {
    for (const text of [
      'please stop texting me',
      'I want to opt out',
      'opt-out please',
      'Remove me from this list',
      'No more texts thanks',
      'Don’t text me again',
      'stop sending these',
      'Stop it',
    ]) {
      expect(smsIntent(text)).toEqual({ kind: 'stop', source: 'free_text' });
    }
  });

  it('reads START, YES and UNSTOP as opting back in, HELP and INFO as help', () => {
    for (const word of ['START', 'yes', 'Unstop']) expect(smsIntent(word)).toEqual({ kind: 'start' });
    for (const word of ['HELP', 'info?']) expect(smsIntent(word)).toEqual({ kind: 'help' });
  });

  it('leaves ordinary replies alone', () => {
    for (const text of ['Thanks, see you Friday!', 'Yes please, what time do you open?', 'I can’t wait', 'ok']) {
      expect(smsIntent(text)).toBeNull();
    }
  });
});
