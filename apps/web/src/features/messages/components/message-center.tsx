import { recordPathOf, type MemberMessage } from '@halyard/shared';
import { Button, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import { BellOutline, DownlandOutline, SetOutline, UploadOutline } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { MoreRowsSkeleton } from '../../../components/skeleton';
import { SafeHtml } from '../../../components/safe-html';
import { formatDateTime } from '../../../lib/format';
import { useMarkRead, useMessages, useUnreadCount } from '../api/get-messages';
import { messageText, messageTone, type MessageTone } from '../message-text';
import '../messages.css';

function KindIcon({ kind }: { kind: string }) {
  if (kind.startsWith('deposit')) return <DownlandOutline />;
  if (kind.startsWith('withdrawal')) return <UploadOutline />;
  return <BellOutline />;
}

const iconTone: Record<MessageTone, string> = { profit: 'success', loss: 'danger', warning: 'warning', info: 'accent' };

function MessageRow({ message, onOpenRecord }: { message: MemberMessage; onOpenRecord: (path: string) => void }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const text = messageText(message, t);
  const toggle = () => {
    setOpen(!open);
    if (!message.read) markRead.mutate([message.id]);
  };
  const tone = message.kind === 'prompt' ? 'accent' : message.kind.startsWith('deposit') || message.kind.startsWith('withdrawal') ? (message.kind.endsWith('Rejected') ? 'danger' : 'success') : iconTone[messageTone(message)];
  return (
    <li className={message.read ? 'message-row' : 'message-row message-row--unread'} data-testid={`message-${message.id}`}>
      <button type="button" className="message-row__head" onClick={toggle} aria-expanded={open}>
        <span className={`message-row__icon message-row__icon--${tone}`} aria-hidden="true">
          <KindIcon kind={message.kind} />
        </span>
        <span className="message-row__text">
          <strong>{text.title}</strong>
          {text.body && <span className={`message-row__body message-row__body--${messageTone(message)}`}>{text.body}</span>}
          {text.detail && <span className="message-row__detail">{text.detail}</span>}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
        {!message.read && <span className="message-row__dot" aria-label={t('messages.unread')} />}
      </button>
      {open && (text.html || (message.refType && message.refId)) && (
        <div className="message-row__more">
          {text.html && <SafeHtml html={text.html} />}
          {message.refType && message.refId && message.kind !== 'prompt' && (
            <button type="button" className="message-row__link" onClick={() => onOpenRecord(recordPathOf(message.refType, message.refId))}>
              {t('messages.viewRecord')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The message center: what happened to the member's account and the prompts addressed to them,
 * newest first. A message opens the record it is about (`recordPathOf`); the gear opens the
 * notification settings.
 */
export function MessageCenter({ onOpenRecord, onOpenSettings }: { onOpenRecord: (path: string) => void; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const unread = useUnreadCount(true);
  const markRead = useMarkRead();

  if (messages.isPending) {
    return (
      <div className="message-center" data-testid="loading-state" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton.Paragraph key={key} lineCount={2} animated />
        ))}
      </div>
    );
  }
  if (messages.isError) return <ErrorState onRetry={() => void messages.refetch()} />;
  const rows = messages.data.pages.flatMap((page) => page.rows);
  return (
    <div className="message-center" data-testid="message-center">
      <div className="message-center__bar">
        <span>{t('messages.unreadCount', { count: unread.data ?? 0 })}</span>
        <span className="message-center__actions">
        <Button size="mini" fill="none" color="primary" disabled={!unread.data || markRead.isPending} onClick={() => markRead.mutate(undefined)} data-testid="messages-read-all">
          {t('messages.readAll')}
        </Button>
        <button type="button" className="icon-button message-center__settings" aria-label={t('messages.settings')} data-testid="messages-settings" onClick={onOpenSettings}>
          <SetOutline />
        </button>
        </span>
      </div>
      <PullToRefresh onRefresh={async () => void (await Promise.all([messages.refetch(), unread.refetch()]))}>
        {rows.length === 0 ? (
          <EmptyState testId="messages-empty" />
        ) : (
          <>
            <ul className="message-list" data-testid="message-list">
              {rows.map((message) => (
                <MessageRow key={message.id} message={message} onOpenRecord={onOpenRecord} />
              ))}
            </ul>
            <InfiniteScroll
              hasMore={messages.hasNextPage}
              loadMore={async () => {
                const result = await messages.fetchNextPage();
                if (result.isError) throw result.error;
              }}
            >
              {(hasMore, failed, retry) => (failed ? <ErrorState onRetry={retry} /> : hasMore ? <MoreRowsSkeleton /> : <ListEnd />)}
            </InfiniteScroll>
          </>
        )}
      </PullToRefresh>
    </div>
  );
}
