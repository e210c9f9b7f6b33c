import pino from 'pino';
import pinoPretty from 'pino-pretty';

/** Paths pino blanks out wherever they appear, so secrets never reach the log. */
const REDACT = [
  'password',
  '*.password',
  '*.newPassword',
  '*.pin',
  '*.pinHash',
  '*.authPin',
  '*.auth_pin',
  '*.token',
  'apiKey',
  '*.apiKey',
  // A business's SendGrid key (settings/save-email-config.ts), wherever an object carrying it might be logged.
  '*.sendgridApiKey',
  '*.*.apiKey',
  // A driver error's parameters and detail hold row values; the error serializer drops them, these catch copies.
  '*.params',
  '*.detail',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** Readable lines for a person at a terminal; JSON lines for whatever else reads the output (a file, a collector). */
export function logFormat(stdout: { isTTY?: boolean }): 'pretty' | 'json' {
  return stdout.isTTY === true ? 'pretty' : 'json';
}

/**
 * pino-pretty as the logger's stream, in this thread rather than as a worker transport: a line logged just before
 * the process exits still reaches the terminal. Redaction and the error serializers run before any stream.
 */
export function prettyStream(destination: NodeJS.WritableStream | number = 1): pino.DestinationStream {
  return pinoPretty({ destination, sync: true, translateTime: 'SYS:HH:MM:ss.l' });
}

/** The app's logger: to `destination` when given (tests), else stdout, pretty on a terminal and JSON otherwise. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const stream = destination ?? (logFormat(process.stdout) === 'pretty' ? prettyStream() : undefined);
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      // An error logged raw (`{ err }`, `{ error }` or as the first argument) goes through the same filter as
      // loggableError: pino's own serializer would copy every property, the query's parameters among them.
      serializers: { err: serializeError, error: serializeError },
    },
    stream,
  );
}
export type TLogger = ReturnType<typeof createLogger>;

/** What of an error is logged: names, codes, identifiers and stack frames; never row values. */
export type TLoggableError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  stack?: string;
  cause?: TLoggableError;
  errors?: TLoggableError[];
};

const LOGGABLE = Symbol('loggable error');
const MAX_DEPTH = 5;
const STACK_FRAMES = 5;
/** Fields of a PostgreSQL error that name schema objects, not values (detail, where and hint can hold values). */
const IDENTIFIER_FIELDS = ['constraint', 'table', 'column', 'schema', 'dataType'] as const;

type TErrorLike = Record<string, unknown> & { message: string };

/**
 * What of an error may be logged. Drizzle wraps the driver's error (pg or PGlite) in one whose message lists the
 * query's parameters, and the driver's `detail` repeats key values (`Key (business_id, auth_phone)=(…)`): so the
 * whole cause chain is walked and only the code, the constraint/table/column names and messages without values kept.
 */
export function loggableError(err: unknown): TLoggableError {
  return describe(err, new Set(), 0);
}

function serializeError(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && LOGGABLE in value) return value;
  return isErrorLike(value) ? loggableError(value) : value;
}

function describe(err: unknown, seen: Set<unknown>, depth: number): TLoggableError {
  if (!isErrorLike(err)) return brand({ type: typeof err, message: String(err) });
  seen.add(err);
  const database = isDatabaseError(err);
  // PGlite's minified class names say nothing; both drivers' errors are PostgreSQL's.
  const type = database ? 'DatabaseError' : typeName(err);
  const out: TLoggableError = { type, message: messageOf(err, database) };
  const code = ownCode(err) ?? firstCauseCode(err, depth);
  if (code) out.code = code;
  if (database) {
    for (const field of IDENTIFIER_FIELDS) {
      const value = err[field];
      if (typeof value === 'string') out[field] = value;
    }
  }
  const stack = stackFrames(err.stack);
  if (stack) out.stack = stack;
  if (depth < MAX_DEPTH) {
    const cause = err.cause;
    if (isErrorLike(cause) && !seen.has(cause)) out.cause = describe(cause, seen, depth + 1);
    if (Array.isArray(err.errors)) {
      out.errors = err.errors.slice(0, 3).map((inner) => describe(inner, seen, depth + 1));
    }
  }
  return brand(out);
}

/** Marks an already filtered error, so the serializer lets app code's `{ err: loggableError(err) }` through. */
function brand(out: TLoggableError): TLoggableError {
  Object.defineProperty(out, LOGGABLE, { value: true, enumerable: false });
  return out;
}

function isErrorLike(value: unknown): value is TErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** pg and PGlite errors carry a SQLSTATE code and a severity. */
function isDatabaseError(err: TErrorLike): boolean {
  return typeof err.severity === 'string' && typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code);
}

/** Drizzle's wrapper keeps the SQL and its parameters beside the driver's error. */
function isQueryWrapper(err: TErrorLike): boolean {
  return typeof err.query === 'string' && 'params' in err;
}

function typeName(err: TErrorLike): string {
  const ctor = (err as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof ctor === 'string' && ctor !== 'Error' && ctor !== 'Object') return ctor;
  return typeof err.name === 'string' ? err.name : 'Error';
}

function ownCode(err: TErrorLike): string | undefined {
  return typeof err.code === 'string' || typeof err.code === 'number' ? String(err.code) : undefined;
}

/** The wrapper has no code of its own; searching logs by the driver's code should still find it. */
function firstCauseCode(err: TErrorLike, depth: number): string | undefined {
  let cause: unknown = err.cause;
  for (let i = depth; i < MAX_DEPTH && isErrorLike(cause); i++) {
    const code = ownCode(cause);
    if (code) return code;
    cause = cause.cause;
  }
  return undefined;
}

function messageOf(err: TErrorLike, database: boolean): string {
  // PGlite also hangs the query and parameters on its own error: the driver's message is the one to keep.
  if (database) return withoutQuotedValues(err.message);
  if (isQueryWrapper(err)) return queryFailedMessage(err.query as string);
  return err.message;
}

/** The statement's kind and table say which query failed; the rest of the SQL and the parameters stay out. */
function queryFailedMessage(query: string): string {
  const head = /^\s*(insert into|update|delete from|select|with)\b(?:\s+("[\w$]+"(?:\."[\w$]+")?))?/i.exec(query);
  if (!head) return 'query failed';
  return `query failed: ${[head[1]?.toLowerCase(), head[2]].filter(Boolean).join(' ')}`;
}

/**
 * PostgreSQL quotes both names (`constraint "x"`, `column "x" of relation "y"`) and values
 * (`invalid input syntax for type uuid: "+1415…"`); only a quoted word after a keyword naming a schema object stays.
 */
function withoutQuotedValues(message: string): string {
  return message.replace(/(\w+\s+)?"((?:[^"]|"")*)"/g, (whole, before: string | undefined) =>
    before && NAMES_FOLLOW.test(before) ? whole : `${before ?? ''}"…"`,
  );
}
const NAMES_FOLLOW =
  /^(constraint|relation|column|table|index|type|function|schema|sequence|view|trigger|extension|database|role|operator)\s+$/i;

/** Frames only: a stack starts with the message, which for Drizzle's wrapper spans the SQL and its parameters. */
function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at\s/.test(line))
    .slice(0, STACK_FRAMES);
  return frames.length > 0 ? frames.join('\n') : undefined;
}
