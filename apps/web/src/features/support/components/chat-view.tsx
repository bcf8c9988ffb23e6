import { hasControlCharacters, SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_TYPES, SUPPORT_TEXT_MAX, type SupportMessage } from '@halyard/shared';
import { Button, TextArea } from 'antd-mobile';
import { PictureOutline } from '../../../components/icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CharacterCounter } from '../../../components/character-counter';
import { ErrorState } from '../../../components/error-state';
import { RecordRowsSkeleton } from '../../../components/skeleton';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import type { ChatSide } from '../api/chat-api';
import { useChatThread } from '../hooks/use-chat-thread';
import { ChatImage } from './chat-image';
import '../support.css';

function Bubble({ message, mine, read, side }: { message: SupportMessage; mine: boolean; read: boolean; side: ChatSide }) {
  const { t } = useTranslation();
  return (
    <li className={mine ? 'chat-bubble chat-bubble--mine' : 'chat-bubble'} data-testid={`chat-message-${message.id}`} data-sender={message.sender}>
      <div className="chat-bubble__content">
        {message.text && <p className="chat-bubble__text">{message.text}</p>}
        {message.imageId !== null && <ChatImage path={side.imagePath(message.imageId)} />}
      </div>
      <span className="chat-bubble__meta">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt).slice(5, 16)}</time>
        {mine && <span data-testid="chat-receipt">{read ? t('support.chat.read') : t('support.chat.sent')}</span>}
      </span>
    </li>
  );
}

/** A conversation: history (earlier pages on demand), live messages, receipts, and a composer for text and images. */
export function ChatView({ side, otherReadId, signedIn, emptyText }: { side: ChatSide; otherReadId: number; signedIn: boolean; emptyText: string }) {
  const { t } = useTranslation();
  const thread = useChatThread(side, otherReadId, signedIn);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const newest = thread.messages.at(-1)?.id;

  // Braces matter: newer browsers answer scrollIntoView with a promise, which an effect must not return.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const deliver = async (work: () => Promise<SupportMessage>) => {
    setSending(true);
    try {
      thread.add(await work());
      return true;
    } catch {
      // The API client has already told the user why.
      return false;
    } finally {
      setSending(false);
    }
  };

  // Counted as sent (trimmed), as the server counts it: beyond the limit the counter says so and nothing is sent.
  const text = draft.trim();
  const tooLong = text.length > SUPPORT_TEXT_MAX;
  const sendText = async () => {
    if (!text || tooLong || sending) return;
    if (hasControlCharacters(text)) {
      showToast('error', t('support.chat.controlCharacters'));
      return;
    }
    if (await deliver(() => side.sendText(text))) setDraft('');
  };

  const sendImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(SUPPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      showToast('error', t('support.chat.imageType'));
      return;
    }
    if (file.size > SUPPORT_IMAGE_MAX_BYTES) {
      showToast('error', t('support.chat.imageSize', { size: '5 MB' }));
      return;
    }
    await deliver(() => side.sendImage(file));
  };

  return (
    <div className="chat" data-testid="chat">
      <div className="chat__scroll">
        {thread.status === 'pending' && <RecordRowsSkeleton rows={3} />}
        {thread.status === 'error' && <ErrorState onRetry={thread.retry} />}
        {thread.status === 'success' && (
          <>
            {thread.hasEarlier && (
              <Button size="mini" fill="none" className="chat__earlier" onClick={thread.loadEarlier}>
                {t('support.chat.earlier')}
              </Button>
            )}
            {thread.messages.length === 0 ? (
              <p className="chat__empty" data-testid="chat-empty">
                {emptyText}
              </p>
            ) : (
              <ul className="chat__messages" data-testid="chat-messages">
                {thread.messages.map((message) => (
                  <Bubble key={message.id} message={message} mine={message.sender === side.me} read={message.id <= thread.otherReadId} side={side} />
                ))}
              </ul>
            )}
          </>
        )}
        <div ref={bottom} />
      </div>
      <CharacterCounter used={text.length} max={SUPPORT_TEXT_MAX} showFrom={SUPPORT_TEXT_MAX * 0.9} testId="chat-count" />
      <form
        className="chat__composer"
        onSubmit={(event) => {
          event.preventDefault();
          void sendText();
        }}
      >
        <input ref={picker} type="file" accept={SUPPORT_IMAGE_TYPES.join(',')} hidden onChange={(event) => void sendImage(event)} data-testid="chat-image-input" />
        <button type="button" className="chat__tool" aria-label={t('support.chat.attach')} onClick={() => picker.current?.click()} disabled={sending}>
          <PictureOutline />
        </button>
        <TextArea
          className="chat__input"
          value={draft}
          onChange={setDraft}
          placeholder={t('support.chat.placeholder')}
          rows={1}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onEnterPress={(event) => {
            if (event.shiftKey) return;
            event.preventDefault();
            void sendText();
          }}
          data-testid="chat-input"
        />
        <Button type="submit" color="primary" size="small" shape="rounded" className="chat__send" disabled={!text || tooLong} loading={sending} data-testid="chat-send">
          {t('support.chat.send')}
        </Button>
      </form>
    </div>
  );
}
