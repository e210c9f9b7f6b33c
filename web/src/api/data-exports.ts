import { type TDataExport, type TDataExports, ZDataExportResponse, ZDataExports } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/data-exports';
/** While an export is queued or running the card asks again this often, for its progress bar. */
const RUNNING_POLL_MS = 1500;

const isBuilding = (e: TDataExport | undefined) => e?.status === 'queued' || e?.status === 'running';

/** The business's latest exports of all its data (none for a team member who is not the admin). */
export function useDataExports() {
  const scope = useBusinessScope();
  return useQuery<TDataExports>({
    queryKey: queryKeys.dataExports(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZDataExports, signal }),
    refetchInterval: (query) => (isBuilding(query.state.data?.exports[0]) ? RUNNING_POLL_MS : false),
  });
}

/** Starts an export (or answers the one already running); it leads the cached list at once. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: () => apiRequest(PATH, { method: 'POST', body: {}, schema: ZDataExportResponse }),
    onSuccess: ({ export: started }) =>
      writeAnswer<TDataExports>(queryClient, queryKeys.dataExports(scope), (cached) => ({
        canExport: true,
        exports: [started, ...(cached?.exports ?? []).filter((e) => e.id !== started.id)],
      })),
  });
}
