import { Badge } from 'antd-mobile';
import { BellOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useUnreadCount } from '../api/get-messages';

/** The home header's bell: the unread count as a badge; it opens the message center when signed in. */
export function MessageBell({ signedIn, onOpen }: { signedIn: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(signedIn);
  const count = signedIn ? (unread.data ?? 0) : 0;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={count > 0 ? t('messages.bellUnread', { count }) : t('messages.bell')}
      data-testid="message-bell"
      onClick={() => (signedIn ? onOpen() : showToast('warning', t('session.loginInfo')))}
    >
      <Badge content={count > 0 ? (count > 99 ? '99+' : String(count)) : null} data-testid="message-unread" style={{ '--right': '-2px', '--top': '2px' }}>
        <BellOutline />
      </Badge>
    </button>
  );
}
