import { routes, type ContentInput, type ContentKind } from '@halyard/shared';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleQueryRoot } from '../../console/api/query-root';
import { call } from '../../../../lib/api-client';
import { pagedRecordsQueryOptions, pageParams, whileSignedIn } from '../../../../lib/record-queries';

export const contentConsoleQueryKey = [...consoleQueryRoot, 'content'] as const;
/** Saving, removing and uploading write the audit log too. */
const auditQueryKey = [...consoleQueryRoot, 'audit'] as const;
/** What members read (features/content keeps its queries under 'content'): the editor's own app shows the change at once. */
const memberContentQueryKey = ['content'] as const;

/** Every item of a kind, drafts and scheduled ones included, newest first. */
export function contentListQueryOptions(kind: ContentKind) {
  return pagedRecordsQueryOptions({
    queryKey: [...contentConsoleQueryKey, 'list', kind],
    route: routes.contentConsole.list,
    query: (pageNum) => ({ ...pageParams(pageNum), kind }),
  });
}

export function useContentList(kind: ContentKind) {
  return useInfiniteQuery(contentListQueryOptions(kind));
}

/**
 * The item with every translation, as an editor saved it. Not kept once
 * its editor closes: the next opening reads it afresh (another editor may have changed it), so a
 * late answer never replaces a form being typed in.
 */
export function contentItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...contentConsoleQueryKey, 'item', id],
    queryFn: () => call(routes.contentConsole.item, { params: { id } }, { showsOwnErrors: true }),
    enabled: whileSignedIn,
    gcTime: 0,
  });
}

export function useContentItem(id: number | undefined) {
  return useQuery({ ...contentItemQueryOptions(id ?? 0), enabled: id !== undefined && whileSignedIn() });
}

/** After a change: the desk's lists and items, members' content and the audit log are read again (`only` narrows the console's part). */
function useAfterContentChange(only: readonly unknown[] = contentConsoleQueryKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: only }),
      queryClient.invalidateQueries({ queryKey: memberContentQueryKey }),
      queryClient.invalidateQueries({ queryKey: auditQueryKey }),
    ]);
}

/** Adds an item (no id) or replaces it, with its translations. The form shows a refusal. */
export function useSaveContent(id: number | undefined) {
  const afterChange = useAfterContentChange();
  return useMutation({
    mutationFn: (input: ContentInput) =>
      id === undefined ? call(routes.contentConsole.add, { body: input }, { showsOwnErrors: true }) : call(routes.contentConsole.replace, { params: { id }, body: input }, { showsOwnErrors: true }),
    onSuccess: afterChange,
  });
}

/** Removes an item (never a document: the app shows the server's refusal). */
export function useDeleteContent() {
  // The lists only: the deleted item is still on screen while its editor closes, and asking for it again would meet a 404.
  const afterChange = useAfterContentChange([...contentConsoleQueryKey, 'list']);
  return useMutation({
    mutationFn: (id: number) => call(routes.contentConsole.remove, { params: { id } }),
    onSuccess: afterChange,
  });
}

/** The HTML as the server will save it, so the editor sees what members will. */
export function usePreviewContent() {
  return useMutation({
    mutationFn: (content: string) => call(routes.contentConsole.preview, { body: { content } }),
  });
}

/** The image's bytes as they are; answers where members' pages load it from. */
export function useUploadContentImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => call(routes.contentConsole.uploadImage, { body: file }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
}
