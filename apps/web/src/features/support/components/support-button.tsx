import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';

/** Opens customer service only for a signed-in wallet (spec §4 Support chat). */
export function SupportButton({ address, onOpen }: { address: string | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('header.support')}
      data-testid="support-button"
      onClick={() => (address ? onOpen() : showToast('warning', t('session.loginInfo')))}
    >
      <MessageOutline />
    </button>
  );
}
