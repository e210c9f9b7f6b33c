import {
  type TAcceptSecondStep,
  type TAcceptWithNewAccount,
  type TAcceptWithSignIn,
  type TCompanyProfile,
  type TInvitationDetails,
  type TMe,
  ZAcceptInvitationResponse,
  ZAcceptWithSignInAnswer,
  ZCompanyProfile,
  ZCompanySetupResponse,
  ZInvitationDetails,
  ZInvitationResponse,
  ZTeamTwoStepRequirement,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMe } from './auth.ts';
import { ApiError, apiRequest } from './client.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export function useCompanyProfile() {
  const scope = useBusinessScope();
  return useQuery<TCompanyProfile>({
    queryKey: queryKeys.company(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest('/api/company', { schema: ZCompanyProfile, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/company answers 404 until the business's team exists (the first visit creates it). */
export function needsCompanySetup(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function setupCompany() {
  return apiRequest('/api/company/setup', { method: 'POST', body: {}, schema: ZCompanySetupResponse });
}

/** A mutation on the team that refreshes the company profile when it succeeds. */
function useTeamMutation<TInput>(fn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.company(scope) }),
  });
}

export function useInviteMember() {
  return useTeamMutation((invitation: { email: string; role: 'member' | 'analyst' }) =>
    apiRequest('/api/company/invitations', { method: 'POST', body: invitation, schema: ZInvitationResponse }),
  );
}

export function useResendInvitation() {
  return useTeamMutation((id: string) =>
    apiRequest(`/api/company/invitations/${encodeURIComponent(id)}/resend`, {
      method: 'POST',
      body: {},
      schema: ZInvitationResponse,
    }),
  );
}

export function useRevokeInvitation() {
  return useTeamMutation((id: string) =>
    apiRequest(`/api/company/invitations/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} }),
  );
}

/** A member's lost two-step sign-in, reset by the team admin (issue 53): they are signed out and emailed. */
export function useResetMemberTwoStep() {
  return useTeamMutation((id: string) =>
    apiRequest(`/api/company/members/${encodeURIComponent(id)}/two-step/reset`, { method: 'POST', body: {} }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((id: string) =>
    apiRequest(`/api/company/members/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** Require two-step sign-in of everyone who works in the business, or stop (team admin; issue 53). */
export function useRequireTwoStep() {
  return useTeamMutation((required: boolean) =>
    apiRequest('/api/company/two-step', { method: 'PUT', body: { required }, schema: ZTeamTwoStepRequirement }),
  );
}

export function useInvitationDetails(token: string | null) {
  return useQuery<TInvitationDetails>({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest('/api/invitations/lookup', { method: 'POST', body: { token }, schema: ZInvitationDetails, signal }),
    enabled: Boolean(token),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function acceptWithNewAccount(body: TAcceptWithNewAccount) {
  return apiRequest('/api/invitations/accept/create-account', {
    method: 'POST',
    body,
    schema: ZAcceptInvitationResponse,
  });
}

/** In, or `{ secondStep: true }` for an account with two-step sign-in (then acceptWithSecondStep). */
export function acceptWithSignIn(body: TAcceptWithSignIn) {
  return apiRequest('/api/invitations/accept/sign-in', { method: 'POST', body, schema: ZAcceptWithSignInAnswer });
}

/** The Sign In tab's second step: the code opens the session and the invitation is accepted; the new profile. */
export async function acceptWithSecondStep(body: TAcceptSecondStep): Promise<TMe> {
  await apiRequest('/api/invitations/accept/second-step', { method: 'POST', body, schema: ZAcceptInvitationResponse });
  const me = await fetchMe();
  if (!me) throw new Error('Failed to establish session');
  return me;
}

const isSecondStep = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'secondStep' in answer && answer.secondStep === true;

/** The server's explanation of a refusal (4xx) or its own 'Failed to …' words; else the spec's fallback. */
function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status >= 400 && error.status < 500) return error.message;
  return error.message.startsWith('Failed to') ? error.message : fallback;
}

export type TAcceptMessages = {
  /** When the acceptance itself fails and the server gives no reason. */
  failed: string;
  /** When the invitation was accepted but the new session cannot be read. */
  noSession: string;
};

/**
 * Accepts an invitation through `accept`, then loads the new session's profile; a failure is an Error with the words
 * to show.
 */
export function useAcceptInvitationRequest<TValues>(
  accept: (values: TValues) => Promise<unknown>,
  messages: TAcceptMessages,
  callbacks: TMutationCallbacks<TMe | null, TValues>,
) {
  return useMutation({
    mutationFn: async (values: TValues) => {
      try {
        // Two-step sign-in: nothing accepted yet, the form asks for the code next.
        if (isSecondStep(await accept(values))) return null;
      } catch (error) {
        // The chosen words, with the refusal's code and details kept (a rate limit's wait).
        const message = failureMessage(error, messages.failed);
        throw error instanceof ApiError
          ? new ApiError({ code: error.code, status: error.status, details: error.details, message })
          : new Error(message);
      }
      const me = await fetchMe().catch(() => null);
      if (!me) throw new Error(messages.noSession);
      return me;
    },
    ...callbacks,
  });
}

/**
 * The message for a failed team call: the server's own words for a refusal it explains (seat
 * limit, already invited, …), the spec's fallback for anything else.
 */
export function teamErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return fallback;
}
