import { routes, type PromptInput } from '@halyard/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from '../../console/api/query-root';
import { call } from '../../../../lib/api-client';
import { pagedRecordsQueryOptions } from '../../../../lib/record-queries';

export const promptsQueryKey = [...consoleQueryRoot, 'prompts'] as const;
/** Saving writes the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;

/** Every notification prompt, on or off, newest first, a page at a time. */
export function promptListQueryOptions() {
  return pagedRecordsQueryOptions({ queryKey: [...promptsQueryKey, 'list'], route: routes.messagesConsole.prompts });
}

export function usePromptList() {
  return useInfiniteQuery(promptListQueryOptions());
}

/** Adds a prompt (no id) or changes one; the form shows a refusal (an unknown member, say). */
export function useSavePrompt(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromptInput) =>
      id === undefined
        ? call(routes.messagesConsole.addPrompt, { body: input }, { showsOwnErrors: true })
        : call(routes.messagesConsole.changePrompt, { params: { id }, body: input }, { showsOwnErrors: true }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: promptsQueryKey }), queryClient.invalidateQueries({ queryKey: auditQueryKey })]),
  });
}
