import { SUPPORT_CHAT_CHANNEL, type SupportChatEvent } from '@halyard/shared';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/**
 * Every `user.chat` event this member (or operator) may see, while signed in; `onSubscribed` each
 * time the server confirms the channel (see `useSocketChannel`).
 */
export function useChatEvents(signedIn: boolean, onEvent: (event: SupportChatEvent) => void, onSubscribed?: (again: boolean) => void): void {
  useSocketChannel(signedIn ? SUPPORT_CHAT_CHANNEL : null, onEvent, onSubscribed);
}
