import {
  type TCreateCustomer,
  type TImportRow,
  ZCustomer,
  ZCustomerList,
  ZDashboardStats,
  ZImportPreflightResponse,
  ZImportResponse,
  ZQuickSendResponse,
  ZQuickTemplateList,
} from '@regulars/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export function useCustomers(query: { search: string; page: number; limit: number }) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customerList(scope, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
      if (query.search.trim()) params.set('search', query.search.trim());
      return apiRequest(`/api/customers?${params}`, { schema: ZCustomerList, signal });
    },
    placeholderData: keepPreviousData,
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

export function useCreateCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async (input: TCreateCustomer) =>
      (
        await apiRequest('/api/customers', {
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

export const importChunk = (rows: TImportRow[], final: boolean) =>
  apiRequest('/api/customers/import', { method: 'POST', body: { rows, final }, schema: ZImportResponse });

export function useQuickTemplates(type: 'email' | 'sms', enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.quickTemplates(scope, type),
    queryFn: ({ signal }) =>
      apiRequest(`/api/customers/quick-templates?type=${type}`, { schema: ZQuickTemplateList, signal }),
    enabled: enabled && scope !== null,
  });
}

export const sendQuickMessage = (type: 'email' | 'sms', customerId: string, templateId: string) =>
  apiRequest(`/api/customers/${customerId}/quick-${type}`, {
    method: 'POST',
    body: { templateId },
    schema: ZQuickSendResponse,
  });
