import { FEE_PRECISION, USDT, USDT_DECIMALS, type WithdrawalChannel } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmSheet } from '../../../components/confirm-sheet';
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
    { key: 'fee', label: t('assets.field.fee'), value: `${formatAmount(channel.fee, FEE_PRECISION.withdrawal)} ${USDT}` },
    { key: 'receipt', label: t('assets.field.actualReceipt'), value: <strong className="withdrawal-confirm__receipt">{receipt === undefined ? '--' : `${formatAmount(receipt, USDT_DECIMALS)} ${USDT}`}</strong> },
  ];
  return (
    <ConfirmSheet
      open={open}
      title={t('assets.withdrawal.confirmTitle')}
      lead={t('assets.withdrawal.confirmLead')}
      items={items}
      submitLabel={t('common.confirm')}
      submitColor="primary"
      disabled={!mayConfirm(notice)}
      sending={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="withdrawal-confirm"
    >
      <AddressNoticeBanner notice={notice} />
    </ConfirmSheet>
  );
}
