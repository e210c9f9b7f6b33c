import {
  type TAddCounterStaff,
  type TCounterRules,
  type TCreateCounterDevice,
  type TOpenShift,
  type TUpdateCounterStaff,
  ZCounterDeviceList,
  ZCounterDeviceResponse,
  ZCounterDeviceSession,
  ZCounterManagers,
  ZCounterRulesResponse,
  ZCounterStaffList,
  ZCounterStaffResponse,
} from '@regulars/contracts';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client.ts';
import { queryKeys, type TScope } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const id = (value: string) => encodeURIComponent(value);

/** /company: the counter devices in use (team admin). */
export function useCounterDevices(enabled = true) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.counterDevices(scope),
    queryFn: ({ signal }) => apiRequest('/api/counter/devices', { schema: ZCounterDeviceList, signal }),
    enabled: enabled && scope !== null,
  });
}

export function useCounterStaff(enabled = true) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.counterStaff(scope),
    queryFn: ({ signal }) => apiRequest('/api/counter/staff', { schema: ZCounterStaffList, signal }),
    enabled: enabled && scope !== null,
  });
}

export function useCounterRules(enabled = true) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.counterRules(scope),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/counter/rules', { schema: ZCounterRulesResponse, signal })).rules,
    enabled: enabled && scope !== null,
  });
}

/** A change to the counter's set-up: the lists it shows are stale, and so is this browser's device. */
function useCounterMutation<TInput, TResult>(
  fn: (input: TInput) => Promise<TResult>,
  stale: (scope: TScope) => QueryKey,
) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stale(scope) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.counterDevice() }),
      ]),
  });
}

/** Makes this browser a counter device (its credential arrives as a cookie). */
export function useCreateCounterDevice() {
  return useCounterMutation(
    async (input: TCreateCounterDevice) =>
      (await apiRequest('/api/counter/devices', { method: 'POST', body: input, schema: ZCounterDeviceResponse }))
        .device,
    queryKeys.counterDevices,
  );
}

export function useRevokeCounterDevice() {
  return useCounterMutation(
    (deviceId: string) => apiRequest(`/api/counter/devices/${id(deviceId)}`, { method: 'DELETE' }),
    queryKeys.counterDevices,
  );
}

export function useAddCounterStaff() {
  return useCounterMutation(
    async (input: TAddCounterStaff) =>
      (await apiRequest('/api/counter/staff', { method: 'POST', body: input, schema: ZCounterStaffResponse })).staff,
    queryKeys.counterStaff,
  );
}

export function useUpdateCounterStaff() {
  return useCounterMutation(
    async ({ staffId, input }: { staffId: string; input: TUpdateCounterStaff }) =>
      (
        await apiRequest(`/api/counter/staff/${id(staffId)}`, {
          method: 'PATCH',
          body: input,
          schema: ZCounterStaffResponse,
        })
      ).staff,
    queryKeys.counterStaff,
  );
}

export function useRemoveCounterStaff() {
  return useCounterMutation(
    (staffId: string) => apiRequest(`/api/counter/staff/${id(staffId)}`, { method: 'DELETE' }),
    queryKeys.counterStaff,
  );
}

export function useSaveCounterRules() {
  return useCounterMutation(
    async (rules: TCounterRules) =>
      (await apiRequest('/api/counter/rules', { method: 'PUT', body: rules, schema: ZCounterRulesResponse })).rules,
    queryKeys.counterRules,
  );
}

/** This browser's counter device, or null when it is not one (401: no device cookie, or the device was removed). */
export function counterDeviceOptions() {
  return queryOptions({
    queryKey: queryKeys.counterDevice(),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/api/counter/device', { schema: ZCounterDeviceSession, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    // A shift ends on its own after the business's minutes: a device asks again now and then to show it (a browser
    // that is no device asks no more).
    refetchInterval: (query) => (query.state.data ? 60_000 : false),
  });
}

export function useCounterDevice() {
  return useQuery(counterDeviceOptions());
}

/** A staff member signs in on this device with their PIN; the device's answer replaces the cached one. */
export function useOpenShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOpenShift) =>
      apiRequest('/api/counter/shift', { method: 'POST', body: input, schema: ZCounterDeviceSession }),
    onSuccess: (session) => writeAnswer(queryClient, queryKeys.counterDevice(), session),
  });
}

export function useEndShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/counter/shift', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.counterDevice() }),
  });
}

/** The managers who can approve at the counter (a device's or the signed-in team's). */
export function useCounterManagers(enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: [...queryKeys.counterStaff(scope), 'managers'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/counter/managers', { schema: ZCounterManagers, signal })).managers,
    enabled: enabled && scope !== null,
  });
}
