import { SUPPORT_CHAT_CHANNEL, type SupportChatEvent } from '@halyard/shared';
import { useSocketChannel } from '../../../lib/use-socket-channel';

/** Every `user.chat` event this member (or operator) may see, while signed in. */
export function useChatEvents(signedIn: boolean, onEvent: (event: SupportChatEvent) => void): void {
  useSocketChannel<SupportChatEvent>(signedIn ? SUPPORT_CHAT_CHANNEL : null, onEvent);
}
