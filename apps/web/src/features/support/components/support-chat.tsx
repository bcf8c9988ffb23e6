import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState } from '../../../components/error-state';
import { DetailSkeleton } from '../../../components/skeleton';
import { memberSide } from '../api/chat-api';
import { useSupportConversation } from '../hooks/use-support-unread';
import { ChatView } from './chat-view';

/** The built-in chat with customer service, for the signed-in member. */
export function SupportChat() {
  const { t } = useTranslation();
  const conversation = useSupportConversation(true);
  const conversationId = conversation.data?.id ?? null;
  const side = useMemo(() => memberSide(conversationId), [conversationId]);
  if (conversation.isPending) return <DetailSkeleton />;
  if (conversation.isError) return <ErrorState error={conversation.error} onRetry={() => void conversation.refetch()} />;
  return (
    <div className="support-chat" data-testid="support-chat">
      <div className="support-chat__intro">
        <strong>{t('support.chat.title')}</strong>
        <span>{t('support.chat.intro')}</span>
      </div>
      <ChatView side={side} otherReadId={conversation.data.operatorReadId} signedIn emptyText={t('support.chat.empty')} />
    </div>
  );
}
