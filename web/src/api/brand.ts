import { type TBrand, type TUpdateBrand, type TUpdateDisplayName, type TUploadLogo, ZBrand } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys, type TScope } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/settings/brand';

/** Under the settings key: whatever makes the settings stale makes the brand stale too. */
const brandKey = (scope: TScope) => [...queryKeys.settings(scope), 'brand'] as const;

/** The business's brand colour, logo, display name and white-label: the Brand card and the printed signs. */
export function useBrand() {
  const scope = useBusinessScope();
  return useQuery<TBrand>({
    queryKey: brandKey(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZBrand, signal }),
  });
}

/** A change whose answer (the whole brand) replaces the cached one, so the card shows what the server kept. */
function useBrandChange<TInput>(change: (input: TInput) => Promise<TBrand>) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: change,
    onSuccess: (brand) => writeAnswer(queryClient, brandKey(scope), brand),
  });
}

export function useSaveBrandColor() {
  return useBrandChange((body: TUpdateBrand) => apiRequest(PATH, { method: 'PUT', body, schema: ZBrand }));
}

export function useSaveDisplayName() {
  return useBrandChange((body: TUpdateDisplayName) =>
    apiRequest(`${PATH}/display-name`, { method: 'PUT', body, schema: ZBrand }),
  );
}

export function useUploadLogo() {
  return useBrandChange((body: TUploadLogo) => apiRequest(`${PATH}/logo`, { method: 'PUT', body, schema: ZBrand }));
}

export function useRemoveLogo() {
  return useBrandChange((_: undefined) => apiRequest(`${PATH}/logo`, { method: 'DELETE', schema: ZBrand }));
}
