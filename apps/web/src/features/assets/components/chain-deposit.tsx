import { CHAIN_DEPOSIT_CHAINS, USDT, USDT_DECIMALS, type ChainDepositChain, type DepositChannel } from '@halyard/shared';
import type { ReactNode } from 'react';
import { ExclamationTriangleOutline, InformationCircleOutline } from '../../../components/icons';
import { ErrorState } from '../../../components/error-state';
import { Skeleton, SkeletonBlock, SkeletonText } from '../../../components/skeleton';
import { formatAmount, formatQuantity } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useDepositAddress } from '../api/get-deposit-address';
import { DepositAddress } from './deposit-address';
import './deposit-address.css';
import './chain-deposit.css';

function isChainDepositChain(chain: string): chain is ChainDepositChain {
  return (CHAIN_DEPOSIT_CHAINS as readonly string[]).includes(chain);
}

/** The member's own address for a chain: its card, or its placeholder and failure. */
function OwnAddress({ chain }: { chain: ChainDepositChain }) {
  const { t } = useTranslation();
  const query = useDepositAddress(chain);
  if (query.isPending) {
    return (
      <Skeleton className="deposit-address" testId="deposit-address-loading">
        <SkeletonBlock width={184} height={184} />
        <SkeletonText width="40%" />
        <SkeletonText width="90%" />
      </Skeleton>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <DepositAddress address={query.data.address} title={t('assets.chainDeposit.addressTitle')} balanced>
      <p className="chain-deposit__network" data-testid="deposit-network">
        {chain === 'ERC20' ? t('assets.chainDeposit.networkErc20') : t('assets.chainDeposit.networkEth')}
      </p>
    </DepositAddress>
  );
}

/**
 * A channel the chain credits: the member's own address with its QR code and network, the
 * minimum and the confirmations, what may be sent there and what is lost. No report form: the
 * watcher sees the transfer by itself.
 */
export function ChainDeposit({ channel, picker }: { channel: DepositChannel; picker: ReactNode }) {
  const { t } = useTranslation();
  if (!isChainDepositChain(channel.chain)) return null;
  return (
    <div className="money-form" data-testid="deposit-chain-panel">
      {picker}
      <OwnAddress chain={channel.chain} />
      <div className="money-form__facts">
        <div className="money-form__row">
          <span className="money-form__label">{t('assets.field.minimum')}</span>
          <span className="money-form__value" data-testid="deposit-minimum">
            {channel.coin === USDT
              ? `${formatQuantity(channel.minAmount, channel.decimals)} ${channel.coin}`
              : t('assets.chainDeposit.minimumInUsdt', { amount: formatQuantity(channel.minAmount, channel.decimals), coin: channel.coin, usdt: formatQuantity(channel.minUsdt, USDT_DECIMALS) })}
          </span>
        </div>
        {channel.confirmations !== null && (
          <div className="money-form__row">
            <span className="money-form__label">{t('assets.chainDeposit.creditedLabel')}</span>
            <span className="money-form__value" data-testid="deposit-confirmations">
              {t('assets.chainDeposit.creditedAfter', { count: channel.confirmations })}
            </span>
          </div>
        )}
        {channel.coin !== USDT && (
          <div className="money-form__row">
            <span className="money-form__label">{t('assets.field.rate')}</span>
            <span className="money-form__value" data-testid="deposit-rate">
              {t('assets.rateValue', { coin: channel.coin, rate: formatAmount(channel.rate, USDT_DECIMALS) })}
            </span>
          </div>
        )}
      </div>
      <p className="chain-deposit__notice chain-deposit__notice--warning" role="note" data-testid="deposit-network-warning">
        <ExclamationTriangleOutline className="chain-deposit__icon" aria-hidden="true" />
        <span>
          <strong>{t('assets.chainDeposit.sendOnlyTitle')}</strong> {t('assets.chainDeposit.sendOnly')}
        </span>
      </p>
      <p className="chain-deposit__notice" role="note" data-testid="deposit-internal-eth">
        <InformationCircleOutline className="chain-deposit__icon" aria-hidden="true" />
        <span>{t('assets.chainDeposit.internalEth')}</span>
      </p>
      <p className="money-form__hint" data-testid="deposit-automatic">
        {t('assets.chainDeposit.automatic')}
        {channel.coin !== USDT && ` ${t('assets.chainDeposit.ethRate')}`}
      </p>
    </div>
  );
}
