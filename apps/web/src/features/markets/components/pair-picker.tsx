import { coinByPair } from '@halyard/shared';
import { Popup } from '../../../components/antd-overlays';
import { DownOutline } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CoinIcon } from '../../../components/coin-icon';
import { QuotesList } from './quotes-list';
import '../pair-picker.css';

/** The current pair as a button; it opens a sheet with the searchable list of pairs to choose another. */
export function PairPicker({ pair, onChoose }: { pair: string; onChoose: (pair: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const shownPair = coinByPair(pair)?.formattedPair ?? pair;
  return (
    <>
      {/* The name starts with the pair it shows, so a voice command saying what is seen finds it. */}
      <button
        type="button"
        className="pair-picker"
        onClick={() => setOpen(true)}
        data-testid="pair-picker"
        aria-label={t('markets.trade.pairPicker', { pair: shownPair })}
      >
        <CoinIcon pair={pair} size={24} />
        <strong>{shownPair}</strong>
        <DownOutline />
      </button>
      <Popup
        visible={open}
        onMaskClick={close}
        onClose={close}
        showCloseButton
        position="bottom"
        bodyClassName="pair-picker__sheet"
        destroyOnClose
      >
        <h2 className="pair-picker__title">{t('markets.trade.choosePair')}</h2>
        <QuotesList
          sortable={false}
          onOpen={(chosen) => {
            close();
            onChoose(chosen);
          }}
        />
      </Popup>
    </>
  );
}
