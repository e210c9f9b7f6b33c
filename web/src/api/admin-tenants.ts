import { type TTenantStatusFilter, ZAdminOverview, ZTenantDetailResponse, ZTenantList } from '@regulars/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type TTenantsQuery = { search: string; status: TTenantStatusFilter; page: number; limit: number };

/** The super admin dashboard's figures and newest tenants. */
export function useAdminOverview() {
  return useQuery({
    queryKey: queryKeys.adminOverview(),
    queryFn: ({ signal }) => apiRequest('/api/admin/overview', { schema: ZAdminOverview, signal }),
  });
}

/** One page of tenants; the previous page stays on screen while the next loads. */
export function useTenants(query: TTenantsQuery) {
  return useQuery({
    queryKey: queryKeys.tenantList(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        status: query.status,
        page: String(query.page),
        limit: String(query.limit),
      });
      if (query.search.trim()) params.set('search', query.search.trim());
      return apiRequest(`/api/admin/tenants?${params}`, { schema: ZTenantList, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One tenant in full (the details dialog); nothing is asked while none is open. */
export function useTenant(id: string | null) {
  return useQuery({
    queryKey: queryKeys.tenant(id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/admin/tenants/${encodeURIComponent(id ?? '')}`, {
          schema: ZTenantDetailResponse,
          signal,
        })
      ).tenant,
    enabled: id !== null,
  });
}
