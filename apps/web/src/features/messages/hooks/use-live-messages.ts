import type { MemberMessage } from '@halyard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { afterReconnect } from '../../../lib/after-reconnect';
import { useSocketChannel } from '../../../lib/use-socket-channel';
import { messagesQueryRoot, unreadQueryKey } from '../api/get-messages';

/** `user.messages`: each new message updates the badge and the list, and reaches `onMessage`. */
export function useLiveMessages(signedIn: boolean, onMessage: (message: MemberMessage) => void): void {
  const queryClient = useQueryClient();
  useSocketChannel(signedIn ? 'user.messages' : null, (push) => {
    queryClient.setQueryData(unreadQueryKey, push.unread);
    void queryClient.invalidateQueries({ queryKey: [...messagesQueryRoot, 'list'] });
    onMessage(push.message);
  }, afterReconnect(() => void queryClient.invalidateQueries({ queryKey: messagesQueryRoot })));
}
