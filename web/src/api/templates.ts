import {
  type TEmailTemplate,
  type TEmailTemplateInput,
  type TSmsTemplate,
  type TSmsTemplateInput,
  ZEmailTemplate,
  ZEmailTemplateList,
  ZSmsTemplate,
  ZSmsTemplateList,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export type TChannel = 'sms' | 'email';
type TTemplateOf = { sms: TSmsTemplate; email: TEmailTemplate };
type TInputOf = { sms: TSmsTemplateInput; email: TEmailTemplateInput };

const ENDPOINT = { sms: '/api/sms-templates', email: '/api/email-templates' } as const;
const ITEM: { [C in TChannel]: z.ZodType<TTemplateOf[C]> } = { sms: ZSmsTemplate, email: ZEmailTemplate };
const LIST: { [C in TChannel]: z.ZodType<{ templates: TTemplateOf[C][] }> } = {
  sms: ZSmsTemplateList,
  email: ZEmailTemplateList,
};

export function useTemplates<C extends TChannel>(channel: C) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.templates(scope, channel),
    queryFn: ({ signal }) => apiRequest(ENDPOINT[channel], { schema: LIST[channel], signal }),
    enabled: scope !== null,
  });
}

/** A template changed: this list and the quick modals' active templates of the channel are stale. */
function useInvalidateTemplates(channel: TChannel) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.templates(scope, channel) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.quickTemplates(scope, channel) }),
    ]);
}

/** Creates a template, or saves an existing one when given its id. */
export function useSaveTemplate<C extends TChannel>(channel: C) {
  const invalidate = useInvalidateTemplates(channel);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TInputOf[C] }) =>
      apiRequest(id ? `${ENDPOINT[channel]}/${encodeURIComponent(id)}` : ENDPOINT[channel], {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: ITEM[channel],
      }),
    onSuccess: () => invalidate(),
  });
}

export function useSetTemplateActive(channel: TChannel) {
  const invalidate = useInvalidateTemplates(channel);
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest(`${ENDPOINT[channel]}/${encodeURIComponent(id)}/active`, {
        method: 'PATCH',
        body: { active },
        schema: ITEM[channel],
      }),
    onSuccess: () => invalidate(),
  });
}
