import {
  type TAddCustomer,
  type TSetCustomerPin,
  type TUpdateCustomer,
  ZCustomer,
  ZCustomerDetailResponse,
  ZCustomerList,
  ZCustomerRewards,
  ZCustomerRhythm,
  ZDashboardStats,
  ZDashboardTrend,
  ZDeletionRequests,
  ZImportBatchList,
  ZImportPreflightResponse,
  ZImportUndoResponse,
  ZLedgerPage,
  ZQuickSendResponse,
  ZQuickTemplateList,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from './client.ts';
import { keepPageOf } from './keep-page-of.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

export function useCustomers(query: { search: string; page: number; limit: number }) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customerList(scope, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
      if (query.search.trim()) params.set('search', query.search.trim());
      return apiRequest(`/api/customers?${params}`, { schema: ZCustomerList, signal });
    },
    placeholderData: keepPageOf(scope),
    enabled: scope !== null,
  });
}

export function useDashboardStats() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.dashboardStats(scope),
    queryFn: ({ signal }) => apiRequest('/api/dashboard/stats', { schema: ZDashboardStats, signal }),
    enabled: scope !== null,
  });
}

/** The dashboard's last 30 days, day by day, and the 30 before as totals. */
export function useDashboardTrend() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.dashboardTrend(scope),
    queryFn: ({ signal }) => apiRequest('/api/dashboard/trend', { schema: ZDashboardTrend, signal }),
    enabled: scope !== null,
  });
}

/** After customers change, the list and the dashboard numbers are stale. */
export function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.customers(scope) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats(scope) }),
    ]);
}

/** Adds a customer; the counter enrols through its own route, which a counter device may call too. */
export function useCreateCustomer(path: '/api/customers' | '/api/counter/customers' = '/api/customers') {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async (input: TAddCustomer) =>
      (
        await apiRequest(path, {
          method: 'POST',
          body: input,
          schema: z.object({ customer: ZCustomer }),
        })
      ).customer,
    onSuccess: () => invalidate(),
  });
}

export const importPreflight = (validRows: number) =>
  apiRequest('/api/customers/import/preflight', {
    method: 'POST',
    body: { validRows },
    schema: ZImportPreflightResponse,
  });

/** The imports of the last 30 days, newest first, while the history is open. */
export function useImportHistory(enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customerImports(scope),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/customers/imports', { schema: ZImportBatchList, signal })).imports,
    enabled: enabled && scope !== null,
  });
}

/** Undoes an import: its new customers leave, the ones it updated are put back; every list is stale. */
export function useUndoImport() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (importId: string) =>
      apiRequest(`/api/customers/imports/${encodeURIComponent(importId)}/undo`, {
        method: 'POST',
        schema: ZImportUndoResponse,
      }),
    // Refused or not, the history is read again: a refusal ('already undone', 'too late') means it has changed.
    onSettled: () => invalidate(),
  });
}

export function useQuickTemplates(type: 'email' | 'sms', enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.quickTemplates(scope, type),
    queryFn: ({ signal }) =>
      apiRequest(`/api/customers/quick-templates?type=${type}`, { schema: ZQuickTemplateList, signal }),
    enabled: enabled && scope !== null,
  });
}

/** Queues a quick email or SMS; the same request key (one per dialog and template) never sends twice. */
export const sendQuickMessage = (type: 'email' | 'sms', customerId: string, templateId: string, requestKey: string) =>
  apiRequest(`/api/customers/${customerId}/quick-${type}`, {
    method: 'POST',
    body: { templateId, requestKey },
    schema: ZQuickSendResponse,
  });

const customerPath = (customerId: string, rest = '') => `/api/customers/${encodeURIComponent(customerId)}${rest}`;

/** One customer for their detail page; a 404 (unknown, deleted, another business's) is not retried. */
export function useCustomer(customerId: string) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customer(scope, customerId),
    queryFn: async ({ signal }) =>
      (await apiRequest(customerPath(customerId), { schema: ZCustomerDetailResponse, signal })).customer,
    enabled: scope !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useCustomerRewards(customerId: string, enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customerRewards(scope, customerId),
    queryFn: async ({ signal }) =>
      (await apiRequest(customerPath(customerId, '/rewards'), { schema: ZCustomerRewards, signal })).rewards,
    enabled: enabled && scope !== null,
  });
}

/** The customer's own rhythm: their usual gap between visits and when the next is due (refreshed with the page). */
export function useCustomerRhythm(customerId: string, enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customerRhythm(scope, customerId),
    queryFn: ({ signal }) => apiRequest(customerPath(customerId, '/rhythm'), { schema: ZCustomerRhythm, signal }),
    enabled: enabled && scope !== null,
  });
}

/** A page of the customer's ledger, newest first; the page shown stays while the next one loads. */
export function useCustomerLedger(customerId: string, page: number, enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customerLedger(scope, customerId, page),
    queryFn: ({ signal }) =>
      apiRequest(customerPath(customerId, `/ledger?page=${page}`), { schema: ZLedgerPage, signal }),
    enabled: enabled && scope !== null,
    placeholderData: keepPageOf(scope),
  });
}

/** Edits a customer; the answer goes straight into the detail's cache, and every list of customers is stale. */
export function useUpdateCustomer(customerId: string) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async (input: TUpdateCustomer) =>
      (await apiRequest(customerPath(customerId), { method: 'PATCH', body: input, schema: ZCustomerDetailResponse }))
        .customer,
    onSuccess: async (customer) => {
      await writeAnswer(queryClient, queryKeys.customer(scope, customerId), customer);
      void invalidate();
    },
  });
}

export function useSetCustomerPin(customerId: string) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (input: TSetCustomerPin) =>
      apiRequest(customerPath(customerId, '/pin'), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customer(scope, customerId) }),
  });
}

/** Deletes a customer: their detail leaves the cache; the lists, the counter and the dashboard numbers are stale. */
export function useDeleteCustomer(customerId: string) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: () => apiRequest(customerPath(customerId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.customer(scope, customerId) });
      queryClient.removeQueries({ queryKey: queryKeys.customerStandingsOf(scope, customerId) });
      void invalidate();
    },
  });
}

/** The customers who asked in the portal to be deleted: under the customers key, so deleting one refreshes it. */
export function useDeletionRequests() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: [...queryKeys.customers(scope), 'deletion-requests'] as const,
    queryFn: ({ signal }) => apiRequest('/api/customers/deletion-requests', { schema: ZDeletionRequests, signal }),
    enabled: scope !== null,
  });
}
