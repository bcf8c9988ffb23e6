import { Badge } from 'antd-mobile';
import { MessageOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useSupportConversation } from '../hooks/use-support-unread';

/** Opens customer service only for a signed-in wallet (spec §4 Support chat); the badge counts unread answers. */
export function SupportButton({ address, onOpen, builtIn = false }: { address: string | undefined; onOpen: () => void; builtIn?: boolean }) {
  const { t } = useTranslation();
  const conversation = useSupportConversation(builtIn && Boolean(address));
  const unread = address ? (conversation.data?.unread ?? 0) : 0;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={unread > 0 ? t('support.unreadLabel', { count: unread }) : t('header.support')}
      data-testid="support-button"
      onClick={() => (address ? onOpen() : showToast('warning', t('session.loginInfo')))}
    >
      <Badge content={unread > 0 ? String(unread) : null} data-testid="support-unread" style={{ '--right': '-2px', '--top': '2px' }}>
        <MessageOutline />
      </Badge>
    </button>
  );
}
