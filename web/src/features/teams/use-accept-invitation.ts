import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fetchMe } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { rememberSession } from '../../api/session-cache.ts';
import { SERVER_ERROR } from '../../lib/form-message.ts';

/** The server's explanation of a refusal (4xx) or its own 'Failed to …' words; else the spec's fallback. */
function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status >= 400 && error.status < 500) return error.message;
  return error.message.startsWith('Failed to') ? error.message : fallback;
}

type TMessages = {
  /** When the acceptance itself fails and the server gives no reason. */
  failed: string;
  /** When the invitation was accepted but the new session cannot be read. */
  noSession: string;
};

/**
 * Accepts an invitation through `accept`, then loads the new session's profile and enters the app; a
 * failure lands in the form's red box.
 */
export function useAcceptInvitation<T extends FieldValues>(
  form: UseFormReturn<T>,
  accept: (values: T) => Promise<unknown>,
  messages: TMessages,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (values: T) => {
      try {
        await accept(values);
      } catch (error) {
        throw new Error(failureMessage(error, messages.failed));
      }
      const me = await fetchMe().catch(() => null);
      if (!me) throw new Error(messages.noSession);
      return me;
    },
    onSuccess: (me) => {
      rememberSession(queryClient, me);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => form.setError(SERVER_ERROR, { message: error.message }),
  });
}
