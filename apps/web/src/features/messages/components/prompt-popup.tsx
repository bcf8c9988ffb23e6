import { PROMPT_RECHECK_MS, type Prompt } from '@halyard/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { readStored, writeStored } from '../../../lib/storage';
import { useSocketChannel } from '../../../lib/use-socket-channel';
import { useOverlayStore } from '../../../stores/overlay-store';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { useLiveMessages } from '../hooks/use-live-messages';
import { promptsToShow, type Notice } from '../prompt-queue';

const PromptCard = lazy(() => import('./prompt-card').then((module) => ({ default: module.PromptCard })));

/**
 * The notification popup (spec §4), mounted while a member is signed in: their prompts one by
 * one (messages arriving live are toasts, AlertToasts). It opens on the first socket message, looks again 500 ms
 * after each route change, never while the guided tour runs, and remembers what was dismissed.
 */
export function PromptPopup({ onOpenMessages }: { onOpenMessages: () => void }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const tourOpen = useOverlayStore((state) => state.tourOpen);
  const setPromptOpen = useOverlayStore((state) => state.setPromptOpen);
  const [current, setCurrent] = useState<Notice | null>(null);
  // Null until the socket has sent something: nothing opens before that first message.
  const prompts = useRef<Prompt[] | null>(null);
  const dismissed = useRef<number[]>(readStored('dismissedPrompts') ?? []);

  const offer = useCallback(() => {
    if (prompts.current === null || useOverlayStore.getState().tourOpen) return;
    const next = promptsToShow(prompts.current, currentLocale(), dismissed.current)[0];
    if (next) setCurrent((shown) => shown ?? next);
  }, []);

  useSocketChannel('user.prompts', (list) => {
    prompts.current = list;
    offer();
  });
  // A prompt's message comes with its prompt on user.prompts; the others are toasts.
  useLiveMessages(true, () => {
    prompts.current ??= [];
    offer();
  });

  // Again after each route change, a change of language, and the end of the tour.
  useEffect(() => {
    if (tourOpen) return undefined;
    const timer = setTimeout(offer, PROMPT_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [pathname, tourOpen, i18n.language, offer]);
  useEffect(() => {
    setPromptOpen(current !== null);
    return () => setPromptOpen(false);
  }, [current, setPromptOpen]);

  const dismiss = () => {
    if (!current) return;
    if (current.promptId !== undefined) {
      dismissed.current = [...dismissed.current, current.promptId];
      writeStored('dismissedPrompts', dismissed.current);
    }
    setCurrent(null);
  };

  // The card (antd-mobile's popup, DOMPurify for a prompt's HTML) loads with the first notice, not with every page.
  const shown = current !== null && !tourOpen;
  const opened = useOpenedOnce(shown);
  return opened ? (
    <Suspense fallback={null}>
      <PromptCard notice={current} visible={shown} onDismiss={dismiss} onOpenMessages={onOpenMessages} />
    </Suspense>
  ) : null;
}
