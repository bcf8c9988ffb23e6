import { Button, CenterPopup } from 'antd-mobile';
import { BellOutline } from '../../../components/icons';
import { SafeHtml } from '../../../components/safe-html';
import { useOpenAfterMount } from '../../../hooks/use-opened-once';
import { useTranslation } from '../../../lib/i18n';
import type { Notice } from '../prompt-queue';
import '../messages.css';

interface PromptCardProps {
  notice: Notice | null;
  visible: boolean;
  onDismiss: () => void;
  onOpenMessages: () => void;
}

/** The notification popup's card: a prompt (its HTML made safe) or a message that just came. */
export function PromptCard({ notice, visible, onDismiss, onOpenMessages }: PromptCardProps) {
  const { t } = useTranslation();
  // Loaded with the first notice, so mounted already visible: it opens a frame later and still fades in.
  const open = useOpenAfterMount(visible);
  return (
    <CenterPopup visible={open} onMaskClick={onDismiss} className="prompt-popup" destroyOnClose>
      {notice && (
        <div className="prompt-popup__card" role="dialog" aria-labelledby="prompt-title" data-testid="prompt-popup">
          <span className="prompt-popup__icon" aria-hidden="true">
            <BellOutline />
          </span>
          <h2 id="prompt-title" className="prompt-popup__title" data-testid="prompt-title">
            {notice.title}
          </h2>
          {notice.html ? <SafeHtml className="prompt-popup__body" html={notice.html} testId="prompt-body" /> : <p className="prompt-popup__body">{notice.body}</p>}
          <div className="prompt-popup__actions">
            {notice.promptId === undefined && (
              <Button
                fill="outline"
                onClick={() => {
                  onDismiss();
                  onOpenMessages();
                }}
              >
                {t('messages.popup.view')}
              </Button>
            )}
            <Button color="primary" onClick={onDismiss} data-testid="prompt-dismiss">
              {t('messages.popup.dismiss')}
            </Button>
          </div>
        </div>
      )}
    </CenterPopup>
  );
}
