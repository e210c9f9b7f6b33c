import type { TEnrolmentRequest, TEnrolmentResponse, TSignupFormInfo } from '@regulars/contracts';
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

function loadSignupForm(code: string): Promise<TSignupFormInfo> {
  let form = forms.get(code);
  if (!form) {
    form = apiRequest(formPath(code)) as Promise<TSignupFormInfo>;
    forms.set(code, form);
    form.catch(() => forms.delete(code));
  }
  return form;
}

type TLoad<T> = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/** The public form of a QR code. */
export function useSignupForm(code: string) {
  const [state, setState] = useState<TLoad<TSignupFormInfo>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again.
  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    loadSignupForm(code).then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [code, attempt]);
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
