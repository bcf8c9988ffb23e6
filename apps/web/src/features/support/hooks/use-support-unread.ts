import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationQueryKey, getConversation } from '../api/chat-api';
import { useChatEvents } from './use-chat-events';

/** The member's conversation (unread count, receipts), refreshed by every chat event. */
export function useSupportConversation(signedIn: boolean) {
  const queryClient = useQueryClient();
  useChatEvents(signedIn, () => void queryClient.invalidateQueries({ queryKey: conversationQueryKey }));
  return useQuery({ queryKey: conversationQueryKey, queryFn: getConversation, enabled: signedIn });
}
