import pino from 'pino';

/** Paths pino blanks out wherever they appear, so secrets never reach the log. */
const REDACT = [
  'password',
  '*.password',
  '*.newPassword',
  '*.pin',
  '*.token',
  '*.apiKey',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
export type TLogger = ReturnType<typeof createLogger>;

/** What of an error may be logged: driver errors carry the query's parameters, which can hold secrets. */
export function loggableError(err: unknown) {
  if (!(err instanceof Error)) return { message: String(err) };
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code ?? (err as { code?: string }).code;
  const message = err.name === 'DrizzleQueryError' && cause ? `query failed: ${cause.message}` : err.message;
  return { type: err.name, message, code, stack: err.stack?.split('\n').slice(1, 6).join('\n') };
}
