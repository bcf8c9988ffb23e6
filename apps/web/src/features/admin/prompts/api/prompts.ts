import type { Prompt, PromptInput } from '@halyard/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from '../../console/api/query-root';
import { apiRequest } from '../../../../lib/api-client';
import { pagedPathQueryOptions } from '../../../../lib/record-queries';

export const promptsQueryKey = [...consoleQueryRoot, 'prompts'] as const;
/** Saving writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;

/** GET /admin/prompts: every notification prompt, on or off, newest first, a page at a time. */
export function promptListQueryOptions() {
  return pagedPathQueryOptions<Prompt>({ queryKey: [...promptsQueryKey, 'list'], path: '/admin/prompts' });
}

export function usePromptList() {
  return useInfiniteQuery(promptListQueryOptions());
}

/** POST /admin/prompts (no id) or PUT /admin/prompts/{id}; the form shows a refusal (an unknown member, say). */
export function useSavePrompt(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromptInput) =>
      apiRequest<Prompt>(id === undefined ? { method: 'POST', path: '/admin/prompts', json: input, showsOwnErrors: true } : { method: 'PUT', path: `/admin/prompts/${id}`, json: input, showsOwnErrors: true }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: promptsQueryKey }), queryClient.invalidateQueries({ queryKey: auditQueryKey })]),
  });
}
