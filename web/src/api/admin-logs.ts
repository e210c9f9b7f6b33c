import {
  type TAuditListQuery,
  type TChangeTenantTierRequest,
  type TCreditLogQuery,
  type TExtendTrialRequest,
  type TSuspendTenantRequest,
  type TTenantCreditsRequest,
  ZAuditList,
  ZCreditLog,
  ZTenantActionResponse,
  ZTenantAudit,
} from '@regulars/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The super admin's logs and tenant actions. Keys sit under the admin scope of api/query-keys.ts: the tenant's audit
 * under its tenants key (a change to tenants refreshes it), the two logs beside it.
 */
const [ADMIN] = queryKeys.adminOverview();
export const adminLogKeys = {
  creditLog: () => [ADMIN, 'credit-log'] as const,
  creditLogPage: (query: Partial<TCreditLogQuery>) => [ADMIN, 'credit-log', query] as const,
  audit: () => [ADMIN, 'audit'] as const,
  auditPage: (query: Partial<TAuditListQuery>) => [ADMIN, 'audit', query] as const,
  tenantAudit: (id: string) => [...queryKeys.tenants(), 'audit', id] as const,
};

/** Only the filters that are set, as a query string. */
function toParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  return params.toString();
}

export function useCreditLog(query: Partial<TCreditLogQuery>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: adminLogKeys.creditLogPage(query),
    queryFn: ({ signal }) => apiRequest(`/api/admin/credits?${toParams(query)}`, { schema: ZCreditLog, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: Partial<TAuditListQuery>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: adminLogKeys.auditPage(query),
    queryFn: ({ signal }) => apiRequest(`/api/admin/audit?${toParams(query)}`, { schema: ZAuditList, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTenantAudit(id: string | null) {
  return useQuery({
    queryKey: adminLogKeys.tenantAudit(id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/admin/tenants/${encodeURIComponent(id ?? '')}/audit`, { schema: ZTenantAudit, signal }))
        .entries,
    enabled: id !== null,
  });
}

type TAction =
  | { kind: 'tier'; body: TChangeTenantTierRequest }
  | { kind: 'trial'; body: TExtendTrialRequest }
  | { kind: 'suspend'; body: TSuspendTenantRequest }
  | { kind: 'reactivate' }
  | { kind: 'credits'; body: TTenantCreditsRequest };

const ROUTES: Record<TAction['kind'], { path: string; method: 'POST' | 'PATCH' }> = {
  tier: { path: 'tier', method: 'PATCH' },
  trial: { path: 'trial-extension', method: 'POST' },
  suspend: { path: 'suspension', method: 'POST' },
  reactivate: { path: 'reactivation', method: 'POST' },
  credits: { path: 'credits', method: 'POST' },
};

/** One action on a tenant; every admin view that could show the change (lists, figures, logs) is refreshed. */
export function useTenantAction(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TAction) => {
      const { path, method } = ROUTES[action.kind];
      const body = 'body' in action ? action.body : {};
      return (
        await apiRequest(`/api/admin/tenants/${encodeURIComponent(tenantId)}/${path}`, {
          method,
          body,
          schema: ZTenantActionResponse,
        })
      ).tenant;
    },
    onSuccess: () => {
      for (const key of [
        queryKeys.tenants(),
        queryKeys.adminOverview(),
        adminLogKeys.creditLog(),
        adminLogKeys.audit(),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
