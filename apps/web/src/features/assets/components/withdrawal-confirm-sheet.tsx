import { USDT, USDT_DECIMALS, type WithdrawalChannel } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';
import { DetailList } from '../../../components/detail-list';
import { formatAmount } from '../../../lib/format';
import { useWithdrawalAddressCheck } from '../api/check-withdrawal-address';
import { addressNotice, mayConfirm } from '../address-notice';
import { actualReceipt } from '../withdrawal-receipt';
import { AddressNoticeBanner } from './address-notice-banner';
import { EmphasisedAddress } from './emphasised-address';

interface WithdrawalConfirmSheetProps {
  open: boolean;
  channel: WithdrawalChannel;
  /** Checked and trimmed by the form before the sheet opens. */
  address: string;
  amount: string;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Network, destination (ends emphasised), amount, fee and what arrives, with the address's history, before anything is sent. */
export function WithdrawalConfirmSheet({ open, channel, address, amount, sending, onConfirm, onCancel }: WithdrawalConfirmSheetProps) {
  const { t } = useTranslation();
  const check = useWithdrawalAddressCheck(channel.chain, address, { enabled: open });
  const notice = addressNotice(check);
  const receipt = actualReceipt(amount, channel.fee);
  const usdt = (value: string) => `${formatAmount(value, USDT_DECIMALS)} ${USDT}`;
  const items = [
    { key: 'network', label: t('assets.field.network'), value: `${channel.coin}-${channel.chain} · ${channel.network}` },
    {
      key: 'address',
      label: t('assets.field.destination'),
      value: (
        <span className="withdrawal-confirm__address">
          <EmphasisedAddress address={address} testId="withdrawal-confirm-address" />
        </span>
      ),
      long: true,
    },
    notice.label !== null && { key: 'label', label: t('assets.addressBook.label'), value: notice.label },
    { key: 'amount', label: t('assets.field.amount'), value: usdt(amount) },
    { key: 'fee', label: t('assets.field.fee'), value: usdt(channel.fee) },
    { key: 'receipt', label: t('assets.field.actualReceipt'), value: <strong className="withdrawal-confirm__receipt">{receipt === undefined ? '--' : `${formatAmount(receipt, USDT_DECIMALS)} ${USDT}`}</strong> },
  ];
  return (
    <BottomSheet open={open} onClose={onCancel} title={t('assets.withdrawal.confirmTitle')} lead={t('assets.withdrawal.confirmLead')} testId="withdrawal-confirm">
      <AddressNoticeBanner notice={notice} />
      <DetailList items={items} testId="withdrawal-confirm-details" />
      <div className="bottom-sheet__actions">
        <Button block size="large" onClick={onCancel} data-testid="withdrawal-confirm-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          block
          size="large"
          color="primary"
          disabled={!mayConfirm(notice)}
          loading={sending}
          loadingText={t('common.confirm')}
          onClick={onConfirm}
          data-testid="withdrawal-confirm-submit"
        >
          {t('common.confirm')}
        </Button>
      </div>
    </BottomSheet>
  );
}
