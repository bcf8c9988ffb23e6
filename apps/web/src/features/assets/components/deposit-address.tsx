import type { ReactNode } from 'react';
import { ExclamationTriangleOutline } from '../../../components/icons';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../../lib/i18n';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import './deposit-address.css';

interface DepositAddressProps {
  /** Where to send: the platform's address of a reviewed channel, or the member's own on a chain-credited one. */
  address: string;
  title: string;
  /** The operator configured no real address: say so above it. */
  demo?: boolean;
  /** Wrap a long address in lines of even length (an Ethereum address: two halves). */
  balanced?: boolean;
  /** What goes with the address (its network, what may be sent). */
  children?: ReactNode;
}

/** A deposit address: QR code, the address itself and a copy button. */
export function DepositAddress({ address, title, demo = false, balanced = false, children }: DepositAddressProps) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(address);
    showToast(copied ? 'success' : 'error', copied ? t('assets.deposit.copySuccess') : t('assets.deposit.copyFailed'));
  };
  return (
    <div className="deposit-address" data-testid="deposit-address-card">
      {demo && (
        <p className="deposit-address__demo" role="alert" data-testid="deposit-demo-warning">
          <ExclamationTriangleOutline aria-hidden="true" />
          <span>{t('assets.deposit.demoWarning')}</span>
        </p>
      )}
      {/* A white quiet zone in both themes: scanners read dark modules on light. */}
      <div className="deposit-address__qr" data-testid="deposit-qr" data-value={address}>
        <QRCodeSVG value={address} size={168} marginSize={2} title={title} />
      </div>
      <p className="deposit-address__label">{title}</p>
      <p className={balanced ? 'deposit-address__value deposit-address__value--balanced' : 'deposit-address__value'} data-testid="deposit-address">
        {address}
      </p>
      <button type="button" className="text-button deposit-address__copy" data-testid="deposit-copy" onClick={() => void copy()}>
        {t('assets.deposit.copy')}
      </button>
      {children}
    </div>
  );
}
