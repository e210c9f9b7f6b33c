import type {
  TEnrolmentRequest,
  TEnrolmentResponse,
  TPortalDashboard,
  TPortalLoginResponse,
  TSignupFormInfo,
  TWalletLinks,
} from '@regulars/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './client.ts';

/*
 * The public enrolment form's API, kept to plain React state: the page a customer opens from a QR code on a phone
 * downloads neither TanStack Query nor zod (issue 17: its JS under 100 KB gzipped). The answers are typed by the
 * contracts' schemas, which the server's responses are built from; the page does not re-check them.
 */

const formPath = (code: string) => `/api/public/signup-form/${encodeURIComponent(code)}`;

/** One fetch per code and visit, shared by every render: each fetch counts a scan. A failed one may be retried. */
const forms = new Map<string, Promise<TSignupFormInfo>>();

function loadSignupForm(code: string, referralCode: string | null): Promise<TSignupFormInfo> {
  // Opened from a friend's link, the form says who invited them.
  const path = referralCode ? `${formPath(code)}?ref=${encodeURIComponent(referralCode)}` : formPath(code);
  let form = forms.get(path);
  if (!form) {
    form = apiRequest(path) as Promise<TSignupFormInfo>;
    forms.set(path, form);
    form.catch(() => forms.delete(path));
  }
  return form;
}

type TLoad<T> = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/** The public form of a QR code, with the invitation of a friend's referral code (`?ref=`) when it has one. */
export function useSignupForm(code: string, referralCode: string | null = null) {
  const [state, setState] = useState<TLoad<TSignupFormInfo>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again.
  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    loadSignupForm(code, referralCode).then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [code, referralCode, attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refetch };
}

type TMutateOptions = { onSuccess?: (result: TEnrolmentResponse) => void; onError?: (error: unknown) => void };

/** Joins the business behind the QR code: the state of the last attempt. */
export function useEnrol(code: string) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });
  const mutate = useCallback(
    (body: TEnrolmentRequest, { onSuccess, onError }: TMutateOptions = {}) => {
      setState({ isPending: true, error: null });
      (apiRequest(formPath(code), { method: 'POST', body }) as Promise<TEnrolmentResponse>).then(
        (result) => {
          setState({ isPending: false, error: null });
          onSuccess?.(result);
        },
        (error: unknown) => {
          setState({ isPending: false, error });
          onError?.(error);
        },
      );
    },
    [code],
  );
  return { mutate, isPending: state.isPending, isError: state.error !== null, error: state.error };
}

/** The phone and PIN a guest just joined with: what the card's wallet links are fetched with. */
/** The phone and PIN just chosen, and the form's business's country the phone was read in. */
export type TJoinedWith = { phone: string; pin: string; region: string };

/** Whoever just joined, signed in to the portal on this phone: their card's wallet links (null when none is set up). */
export type TJoinedPortal = { wallet: TWalletLinks | null };

/**
 * Signs whoever just joined in to the portal, for "View my rewards" and the card's wallet buttons: the join's answer
 * carries no session and no link (it must read the same for a number that was already a member), so the page signs in
 * with the phone and the PIN just chosen, counted like any portal sign-in. Null when that does not open this business's
 * card (the number was already a member with another PIN, or the portal is off).
 */
export async function joinedPortal(joined: TJoinedWith, businessName: string): Promise<TJoinedPortal | null> {
  try {
    const login = (await apiRequest('/api/portal/login', { method: 'POST', body: joined })) as TPortalLoginResponse;
    if (login.status === 'choose') {
      // The same phone and PIN at several businesses: this one, when its name tells it apart.
      const here = login.choices.filter((choice) => choice.businessName === businessName);
      if (here.length !== 1) return null;
      await apiRequest('/api/portal/choose', { method: 'POST', body: { customerId: here[0].customerId } });
    }
    const dashboard = (await apiRequest('/api/portal/dashboard')) as TPortalDashboard;
    return { wallet: dashboard.wallet };
  } catch {
    return null;
  }
}

/** joinedPortal as state: null until (and unless) the portal opens this business's card. */
export function useJoinedPortal(joined: TJoinedWith | null, businessName: string): TJoinedPortal | null {
  const [portal, setPortal] = useState<TJoinedPortal | null>(null);
  useEffect(() => {
    if (!joined) return;
    let current = true;
    joinedPortal(joined, businessName).then((found) => current && setPortal(found));
    return () => {
      current = false;
    };
  }, [joined, businessName]);
  return portal;
}
