import type { DepositAddressBalance } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { FigureCard } from '../../console/components/figure-card';
import { useState } from 'react';
import { DownlandOutline } from '../../../../components/icons';
import { RecordList } from '../../../../components/record-list';
import { formatQuantity } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { downloadChainAddressesCsv, useChainAddresses } from '../api/get-chain-addresses';

/** Places shown; the CSV carries every digit for the sweep. */
const ETH_PLACES = 8;
const USDT_PLACES = 6;

function AddressRow({ row }: { row: DepositAddressBalance }) {
  const { t } = useTranslation();
  const testId = `chain-address-${row.index}`;
  return (
    <article className="console-row chain-address" data-testid={testId}>
      <span className="console-row__title">{t('console.chain.path', { index: row.index })}</span>
      <span className="console-row__meta chain-address__member">{t('console.chain.member', { id: row.mbId })}</span>
      <span className="console-row__mono chain-address__address">{row.address}</span>
      <span className="chain-address__balances">
        <span data-testid={`${testId}-eth`}>{formatQuantity(row.eth, ETH_PLACES)} ETH</span>
        <span data-testid={`${testId}-usdt`}>{formatQuantity(row.usdt, USDT_PLACES)} USDT</span>
      </span>
    </article>
  );
}

/** Each member's deposit address with its balances read from the node, the totals over every address, and the CSV for the sweep. */
export function ChainAddresses() {
  const { t } = useTranslation();
  const addresses = useChainAddresses();
  const [downloading, setDownloading] = useState(false);
  const latest = addresses.data?.pages[addresses.data.pages.length - 1];
  const download = async () => {
    setDownloading(true);
    try {
      await downloadChainAddressesCsv();
      showToast('success', t('console.chain.csvDone'));
    } catch {
      // The app has said why (the reporter toasts a refusal or a network failure).
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="chain-card" data-testid="chain-addresses" aria-labelledby="chain-addresses-title">
      <div className="chain-card__head">
        <h3 className="chain-card__title" id="chain-addresses-title">
          {t('console.chain.addresses')}
        </h3>
        <Button size="small" color="primary" fill="outline" loading={downloading} onClick={() => void download()} data-testid="chain-addresses-csv">
          <DownlandOutline /> {t('console.chain.csv')}
        </Button>
      </div>
      {latest && (
        <>
          <div className="books-cards" data-testid="chain-totals">
            <FigureCard label={t('console.chain.totalAddresses')} value={latest.totals.addresses} testId="chain-total-addresses" />
            <FigureCard label={t('console.chain.totalEth')} value={formatQuantity(latest.totals.eth, ETH_PLACES)} testId="chain-total-eth" />
            <FigureCard label={t('console.chain.totalUsdt')} value={formatQuantity(latest.totals.usdt, USDT_PLACES)} testId="chain-total-usdt" />
          </div>
          {latest.blockNumber !== null && <p className="chain-card__note">{t('console.chain.readAt', { block: latest.blockNumber })}</p>}
        </>
      )}
      <p className="chain-card__note">{t('console.chain.sweepNote')}</p>
      <RecordList query={addresses} testId="chain-address-list" rowKey={(row) => row.index} renderRow={(row) => <AddressRow row={row} />} />
    </section>
  );
}
