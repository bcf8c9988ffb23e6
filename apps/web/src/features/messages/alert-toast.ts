import { recordPathOf, type MemberMessage } from '@halyard/shared';
import type { TFunction } from '../../lib/i18n';
import { messageText, messageTone, type MessageTone } from './message-text';

/** A live message as a toast: its words, its colour and the record a tap opens. */
export interface AlertToast {
  id: number;
  title: string;
  body: string;
  tone: MessageTone;
  path: string;
}

/** How long a toast stays unless tapped or closed. */
export const ALERT_TOAST_MS = 6_000;
/** At most this many at once: the newest first, the oldest leaves. */
export const ALERT_TOASTS_SHOWN = 3;

/** Every message arriving live is a toast, but a prompt, which opens its own popup. */
export function alertToastOf(message: MemberMessage, t: TFunction): AlertToast | undefined {
  if (message.kind === 'prompt') return undefined;
  const { title, body } = messageText(message, t);
  return { id: message.id, title, body, tone: messageTone(message), path: recordPathOf(message.refType, message.refId) };
}

/** The toasts shown once `toast` arrives: newest first, each message once. */
export function withToast(shown: readonly AlertToast[], toast: AlertToast): AlertToast[] {
  return [toast, ...shown.filter((other) => other.id !== toast.id)].slice(0, ALERT_TOASTS_SHOWN);
}
