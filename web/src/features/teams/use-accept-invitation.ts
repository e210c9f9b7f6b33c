import type { TAppMessageKey } from '@regulars/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { rememberSession } from '../../api/session-cache.ts';
import { useAcceptInvitationRequest } from '../../api/teams.ts';
import { APP_ENGLISH_WORDS, useAppWords } from '../../lib/app-words.tsx';
import { formMessage, SERVER_ERROR } from '../../lib/form-message.ts';
import { invitationMessageIn, invitationRefusal } from './invitation-refusals.ts';

/** What a form says when accepting fails and the server gives no reason, or the new session cannot be read. */
type TAcceptFallbacks = { failed: TAppMessageKey; noSession: TAppMessageKey };

/**
 * Accepts an invitation through `accept`, then loads the new session's profile and enters the app; a
 * failure lands in the form's red box, in the visitor's language.
 */
export function useAcceptInvitation<T extends FieldValues>(
  form: UseFormReturn<T>,
  accept: (values: T) => Promise<unknown>,
  fallbacks: TAcceptFallbacks,
  /** The account has two-step sign-in: nothing accepted yet, the code comes next. */
  onSecondStep?: () => void,
) {
  const words = useAppWords();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The request's failures come back as English (the server's, or these): said again in the visitor's words.
  const english = {
    failed: APP_ENGLISH_WORDS.t(fallbacks.failed),
    noSession: APP_ENGLISH_WORDS.t(fallbacks.noSession),
  };
  return useAcceptInvitationRequest(accept, english, {
    onSuccess: (me) => {
      if (!me) {
        onSecondStep?.();
        return;
      }
      rememberSession(queryClient, me);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => form.setError(SERVER_ERROR, { message: invitationRefusal(words, error, fallbacks.failed) }),
  });
}

/**
 * The one message of an invitation form's red box: the first invalid field's check (the contract's English) in the
 * visitor's words, else the server's answer (already in them).
 */
export function useInvitationFormMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): string | null {
  const words = useAppWords();
  return formMessage(errors, order, (message) => invitationMessageIn(words, message, 'invitation.checkForm'));
}
