import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationQueryKey, getConversation } from '../api/chat-api';
import { useChatEvents } from './use-chat-events';

/** The member's conversation (unread count, receipts), refreshed by every chat event and once the channel is confirmed. */
export function useSupportConversation(signedIn: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationQueryKey });
  useChatEvents(signedIn, refresh, refresh);
  return useQuery({ queryKey: conversationQueryKey, queryFn: getConversation, enabled: signedIn });
}
