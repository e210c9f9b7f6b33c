import { type TCreateQrCodeRequest, ZQrCode, ZQrCodeList } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export function useQrCodes(enabled = true) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.qrCodes(scope),
    queryFn: async ({ signal }) => (await apiRequest('/api/qr-codes', { schema: ZQrCodeList, signal })).qrCodes,
    enabled: enabled && scope !== null,
  });
}

/** QR codes changed: the list is stale, and so are the locations' QR code counts. */
function useInvalidateQrCodes() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.qrCodes(scope) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.locations(scope) }),
    ]);
}

export function useCreateQrCode() {
  const invalidate = useInvalidateQrCodes();
  return useMutation({
    mutationFn: (input: TCreateQrCodeRequest) =>
      apiRequest('/api/qr-codes', { method: 'POST', body: input, schema: ZQrCode }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteQrCode() {
  const invalidate = useInvalidateQrCodes();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/qr-codes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
