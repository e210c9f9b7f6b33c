import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi } from '../test/render.tsx';
import { ApiError, apiRequest } from './client.ts';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it('throws the error envelope as an ApiError', async () => {
    mockApi({
      'POST /api/login': () => ({
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts' } },
      }),
    });
    const error = await caught(apiRequest('/api/login', { method: 'POST', body: {} }));
    expect({ code: error.code, message: error.message, status: error.status }).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts',
      status: 429,
    });
  });

  it('understands bare { code, message } errors', async () => {
    mockApi({
      'POST /api/auth/sign-in/social': () => ({
        status: 404,
        body: { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' },
      }),
    });
    const error = await caught(apiRequest('/api/auth/sign-in/social', { method: 'POST', body: {} }));
    expect(error.message).toBe('Provider not found');
  });

  it('falls back to a generic message for anything else', async () => {
    mockApi({ 'GET /api/x': () => ({ status: 502 }) });
    const error = await caught(apiRequest('/api/x'));
    expect(error.message).toBe('Something went wrong (HTTP 502). Please try again.');
  });

  it('validates the response with the schema', async () => {
    mockApi({ 'GET /api/x': () => ({ status: 200, body: { value: 1 } }) });
    await expect(apiRequest('/api/x', { schema: z.object({ value: z.number() }) })).resolves.toEqual({ value: 1 });
    const error = await caught(apiRequest('/api/x', { schema: z.object({ value: z.string() }) }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('returns undefined for 204', async () => {
    mockApi({ 'POST /api/logout': () => ({ status: 204 }) });
    await expect(apiRequest('/api/logout', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });
});
