import { type TEnrolmentRequest, ZEnrolmentResponse, ZSignupFormInfo } from '@regulars/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

const formPath = (code: string) => `/api/public/signup-form/${encodeURIComponent(code)}`;

/** The public form of a QR code. Each fetch counts a scan, so it is fetched once per visit. */
export function useSignupForm(code: string) {
  return useQuery({
    queryKey: queryKeys.signupForm(code),
    queryFn: ({ signal }) => apiRequest(formPath(code), { schema: ZSignupFormInfo, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useEnrol(code: string) {
  return useMutation({
    mutationFn: (body: TEnrolmentRequest) =>
      apiRequest(formPath(code), { method: 'POST', body, schema: ZEnrolmentResponse }),
  });
}
