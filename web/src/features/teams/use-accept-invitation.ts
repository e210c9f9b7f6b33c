import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { rememberSession } from '../../api/session-cache.ts';
import { type TAcceptMessages, useAcceptInvitationRequest } from '../../api/teams.ts';
import { SERVER_ERROR } from '../../lib/form-message.ts';

/**
 * Accepts an invitation through `accept`, then loads the new session's profile and enters the app; a
 * failure lands in the form's red box.
 */
export function useAcceptInvitation<T extends FieldValues>(
  form: UseFormReturn<T>,
  accept: (values: T) => Promise<unknown>,
  messages: TAcceptMessages,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useAcceptInvitationRequest(accept, messages, {
    onSuccess: (me) => {
      rememberSession(queryClient, me);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => form.setError(SERVER_ERROR, { message: error.message }),
  });
}
