import type { SupportInboxRow } from '@halyard/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, PullToRefresh } from 'antd-mobile';
import { LeftOutline } from '../../../components/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { RecordRowsSkeleton } from '../../../components/skeleton';
import { formatDateTime, formatShortAddress } from '../../../lib/format';
import { getInbox, inboxQueryKey, operatorSide } from '../api/chat-api';
import { useChatEvents } from '../hooks/use-chat-events';
import { ChatView } from './chat-view';
import '../support.css';

function InboxRow({ row, onOpen }: { row: SupportInboxRow; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className="inbox-row" onClick={onOpen} data-testid={`inbox-${row.id}`}>
        <span className="inbox-row__who">
          <strong>{formatShortAddress(row.memberAddress)}</strong>
          <small>{t('support.inbox.member', { mbId: row.mbId })}</small>
        </span>
        <span className="inbox-row__last">{row.lastText ?? t('support.chat.image')}</span>
        <span className="inbox-row__side">
          <time dateTime={row.lastMessageAt}>{formatDateTime(row.lastMessageAt).slice(5, 16)}</time>
          {row.unread > 0 && <Badge content={String(row.unread)} data-testid="inbox-unread" />}
        </span>
      </button>
    </li>
  );
}

function Conversation({ row, onBack }: { row: SupportInboxRow; onBack: () => void }) {
  const { t } = useTranslation();
  const side = useMemo(() => operatorSide(row.id), [row.id]);
  return (
    <div className="support-chat" data-testid="inbox-conversation">
      <div className="support-chat__intro support-chat__intro--row">
        <button type="button" className="icon-button" onClick={onBack} aria-label={t('header.back')} data-testid="inbox-back">
          <LeftOutline />
        </button>
        <span>
          <strong>{formatShortAddress(row.memberAddress)}</strong>
          <span>{t('support.inbox.member', { mbId: row.mbId })}</span>
        </span>
      </div>
      <ChatView side={side} otherReadId={row.memberReadId} signedIn emptyText={t('support.chat.empty')} />
    </div>
  );
}

/** /admin/support: every member's conversation, newest first, with unread counts; one opens to answer it. */
export function SupportInbox() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inbox = useQuery({ queryKey: inboxQueryKey, queryFn: getInbox });
  const [openId, setOpenId] = useState<number | null>(null);
  const refreshInbox = () => void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
  useChatEvents(true, refreshInbox, refreshInbox);

  if (inbox.isPending) return <RecordRowsSkeleton />;
  if (inbox.isError) return <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />;
  const open = inbox.data.rows.find((row) => row.id === openId);
  if (open) return <Conversation row={open} onBack={() => setOpenId(null)} />;
  return (
    <div className="support-inbox" data-testid="support-inbox">
      <p className="support-inbox__count">{t('support.inbox.count', { count: inbox.data.total })}</p>
      <PullToRefresh onRefresh={async () => void (await inbox.refetch())}>
        {inbox.data.rows.length === 0 ? (
          <EmptyState testId="inbox-empty" />
        ) : (
          <ul className="inbox-list">
            {inbox.data.rows.map((row) => (
              <InboxRow key={row.id} row={row} onOpen={() => setOpenId(row.id)} />
            ))}
          </ul>
        )}
      </PullToRefresh>
    </div>
  );
}
