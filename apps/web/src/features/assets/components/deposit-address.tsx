import type { DepositChannel } from '@halyard/shared';
import { ExclamationTriangleOutline } from '../../../components/icons';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../../lib/i18n';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';

/** The platform address of a channel: QR code, the address itself and a copy button. */
export function DepositAddress({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(channel.address);
    showToast(copied ? 'success' : 'error', copied ? t('assets.deposit.copySuccess') : t('assets.deposit.copyFailed'));
  };
  return (
    <div className="deposit-address" data-testid="deposit-address-card">
      {channel.demoAddress && (
        <p className="deposit-address__demo" role="alert" data-testid="deposit-demo-warning">
          <ExclamationTriangleOutline aria-hidden="true" />
          <span>{t('assets.deposit.demoWarning')}</span>
        </p>
      )}
      {/* A white quiet zone in both themes: scanners read dark modules on light. */}
      <div className="deposit-address__qr" data-testid="deposit-qr" data-value={channel.address}>
        <QRCodeSVG value={channel.address} size={168} marginSize={2} title={t('assets.deposit.addressTitle')} />
      </div>
      <p className="deposit-address__label">{t('assets.deposit.addressTitle')}</p>
      <p className="deposit-address__value" data-testid="deposit-address">
        {channel.address}
      </p>
      <button type="button" className="text-button deposit-address__copy" data-testid="deposit-copy" onClick={() => void copy()}>
        {t('assets.deposit.copy')}
      </button>
      <p className="money-form__hint">{t('assets.deposit.sendOnly', { coin: channel.coin, network: channel.network })}</p>
    </div>
  );
}
