import { type TCreateQrCodeRequest, ZQrCode, ZQrCodeList } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

const qrCodesKey = ['qr-codes'] as const;

export function useQrCodes(enabled = true) {
  return useQuery({
    queryKey: qrCodesKey,
    queryFn: async ({ signal }) => (await apiRequest('/api/qr-codes', { schema: ZQrCodeList, signal })).qrCodes,
    enabled,
  });
}

export function useCreateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateQrCodeRequest) =>
      apiRequest('/api/qr-codes', { method: 'POST', body: input, schema: ZQrCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesKey }),
  });
}

export function useDeleteQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/qr-codes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesKey }),
  });
}
