import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormat, prettyStream } from './logger.ts';

/** Everything written to a stream, as text. */
function capture() {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk) => chunks.push(String(chunk)));
  return { stream, text: () => chunks.join('') };
}

describe('logFormat', () => {
  it('pretty-prints for a terminal and writes JSON lines anywhere else', () => {
    expect(logFormat({ isTTY: true })).toBe('pretty');
    expect(logFormat({ isTTY: false })).toBe('json');
    // A pipe or a file: Node leaves isTTY undefined.
    expect(logFormat({})).toBe('json');
  });
});

describe('the pretty stream', () => {
  it('prints a readable line, with secrets still redacted', () => {
    const out = capture();
    const logger = createLogger('info', prettyStream(out.stream));
    logger.info({ user: { password: 'hunter2-secret', token: 'tok-secret' }, path: '/api/login' }, 'signed in');

    const text = out.text();
    expect(text).toContain('INFO');
    expect(text).toContain('signed in');
    expect(text).toContain('/api/login');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toContain('tok-secret');
    // Not JSON: a person reads it.
    expect(() => JSON.parse(text.split('\n')[0] ?? '')).toThrow();
  });
});
