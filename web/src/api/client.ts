// Types only: the public enrolment form uses this client without downloading zod (issue 17).
import type { z } from 'zod';

/** Every failed API call throws this; `message` is safe to show to users. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor({
    code,
    message,
    status,
    details,
  }: { code: string; message: string; status: number; details?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the response body; the parsed value is returned. */
  schema?: S;
};

const NETWORK_MESSAGE = 'Unable to reach the server. Please check your connection and try again.';

export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  { method = 'GET', body, signal, schema }: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', message: NETWORK_MESSAGE, status: 0 });
  }

  const payload: unknown = response.status === 204 ? undefined : await readJson(response);

  if (!response.ok) {
    const envelope = apiErrorOf(payload);
    if (envelope) throw new ApiError({ ...envelope, status: response.status });
    // better-auth's own endpoints (/api/auth/*) answer { code, message } without the envelope.
    const bare = bareErrorOf(payload);
    if (bare) throw new ApiError({ ...bare, status: response.status });
    throw new ApiError({
      code: 'HTTP_ERROR',
      message: `Something went wrong (HTTP ${response.status}). Please try again.`,
      status: response.status,
    });
  }

  if (!schema) return payload as z.infer<S>;
  const result = schema.safeParse(payload);
  if (!result.success) {
    throw new ApiError({
      code: 'INVALID_RESPONSE',
      message: 'The server sent an unexpected response. Please try again.',
      status: response.status,
      details: result.error.issues,
    });
  }
  return result.data;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The `{ error: { code, message, details? } }` envelope every API error uses (TApiError in contracts), or null. */
function apiErrorOf(payload: unknown): { code: string; message: string; details?: unknown } | null {
  const error = isRecord(payload) ? payload.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  return { code: error.code, message: error.message, details: error.details };
}

/** better-auth's `{ code?, message }`, or null. */
function bareErrorOf(payload: unknown): { code: string; message: string } | null {
  if (!isRecord(payload) || typeof payload.message !== 'string' || payload.message === '') return null;
  if (payload.code !== undefined && typeof payload.code !== 'string') return null;
  return { code: payload.code ?? 'HTTP_ERROR', message: payload.message };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
