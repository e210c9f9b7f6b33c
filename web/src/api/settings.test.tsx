import type { TSettings } from '@regulars/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeMe } from '../test/render.tsx';
import { queryKeys } from './query-keys.ts';
import { useSetEmailTracking, useSettings } from './settings.ts';

const me = makeMe();
const key = queryKeys.settings(me.business!.id);

const settings = (trackingEnabled: boolean): TSettings => ({
  canEdit: true,
  emailTracking: { enabled: trackingEnabled },
  emailConfig: {
    provider: 'sendgrid',
    active: false,
    fromEmail: null,
    fromName: null,
    apiKeySet: false,
    apiKeyLast4: null,
  },
  sending: {
    postalAddress: null,
    contactPhone: null,
    contactEmail: null,
    timeZone: 'Europe/London',
    quietHoursStart: '21:00',
    quietHoursEnd: '08:00',
  },
  money: { currency: 'GBP', locale: 'en-GB', hasPurchases: false },
  country: { country: 'GB' },
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('a settings save', () => {
  it('is not overwritten by a read of the settings that began before it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(queryKeys.me(), me);
    queryClient.setQueryData(key, settings(false));
    // The read answers (with the value from before the save) only once the save has been answered.
    let answerRead: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') return Promise.resolve(json({ enabled: true }));
        return new Promise<Response>((resolve, reject) => {
          answerRead = () => resolve(json(settings(false)));
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // The screen opens on settings read a while ago, and reads them again.
    const { result } = renderHook(() => ({ shown: useSettings(), save: useSetEmailTracking() }), { wrapper });
    await waitFor(() => expect(result.current.shown.isFetching).toBe(true));

    act(() => result.current.save.mutate(true));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    answerRead();
    await waitFor(() => expect(result.current.shown.isFetching).toBe(false));

    expect(result.current.shown.data?.emailTracking).toEqual({ enabled: true });
  });
});
