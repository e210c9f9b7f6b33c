import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen does when a change ends (the next screen, the form's red box, a toast): its own business, handed to
 * the hook that talks to the server and called as the mutation's own callbacks.
 */
export type TMutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;
