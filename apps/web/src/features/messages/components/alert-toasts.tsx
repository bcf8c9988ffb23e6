import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CheckCircleFill, CloseCircleFill, CloseOutline, ExclamationTriangleOutline, InformationCircleOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { useSocketChannel } from '../../../lib/use-socket-channel';
import { useMarkRead } from '../api/get-messages';
import { ALERT_TOAST_MS, alertToastOf, withToast, type AlertToast } from '../alert-toast';
import type { MessageTone } from '../message-text';
import '../alert-toasts.css';

const toneIcons: Record<MessageTone, typeof CheckCircleFill> = { profit: CheckCircleFill, loss: CloseCircleFill, warning: ExclamationTriangleOutline, info: InformationCircleOutline };

function ToastCard({ toast, onOpen, onClose }: { toast: AlertToast; onOpen: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onClose, ALERT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const Icon = toneIcons[toast.tone];
  return (
    <li className={`alert-toast alert-toast--${toast.tone}`} data-testid={`alert-toast-${toast.id}`} data-tone={toast.tone}>
      <button type="button" className="alert-toast__open" onClick={onOpen}>
        <span className="alert-toast__icon" aria-hidden="true">
          <Icon />
        </span>
        <span className="alert-toast__text">
          <strong>{toast.title}</strong>
          <span className="alert-toast__body">{toast.body}</span>
        </span>
      </button>
      <button type="button" className="alert-toast__close" aria-label={t('messages.dismiss')} onClick={onClose}>
        <CloseOutline />
      </button>
    </li>
  );
}

/**
 * Alerts as they arrive on `user.messages`, on any page while the app is open: a toast at the top
 * in the member's language, coloured by the outcome; a tap opens the record and marks it read.
 * Mounted once for a signed-in member (prompts open their own popup instead).
 */
export function AlertToasts({ onOpenRecord }: { onOpenRecord: (path: string) => void }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const [toasts, setToasts] = useState<AlertToast[]>([]);
  const [closers] = useState(() => new Map<number, () => void>());

  useSocketChannel('user.messages', (push) => {
    const toast = alertToastOf(push.message, t);
    if (toast) setToasts((shown) => withToast(shown, toast));
  });

  const closerOf = (id: number) => {
    let close = closers.get(id);
    if (!close) {
      close = () => {
        closers.delete(id);
        setToasts((shown) => shown.filter((toast) => toast.id !== id));
      };
      closers.set(id, close);
    }
    return close;
  };

  if (toasts.length === 0) return null;
  return createPortal(
    <ol className="alert-toasts" aria-live="polite" data-testid="alert-toasts">
      {toasts.map((toast) => (
        <ToastCard
          key={toast.id}
          toast={toast}
          onClose={closerOf(toast.id)}
          onOpen={() => {
            closerOf(toast.id)();
            markRead.mutate([toast.id]);
            onOpenRecord(toast.path);
          }}
        />
      ))}
    </ol>,
    document.body,
  );
}
