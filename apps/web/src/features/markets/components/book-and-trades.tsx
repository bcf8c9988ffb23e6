import { Popup } from '../../../components/antd-overlays';
import { CloseOutline, UnorderedListOutline } from '../../../components/icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { OrderBook } from './order-book';
import { RecentTrades } from './recent-trades';
import { TabStrip } from '../../../components/tab-strip';

const TRADES_SHOWN = 20;
type Pane = 'book' | 'trades';

interface BookAndTradesProps {
  pair: string;
  label: string;
  closeLabel: string;
  /** Under the trades: the way to the whole trade history (the app knows where it is). */
  footer?: ReactNode;
}

/** A button beside the compact book: the full book (20 levels a side) and the latest trades in a sheet. */
export function BookAndTrades({ pair, label, closeLabel, footer }: BookAndTradesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pane, setPane] = useState<Pane>('book');
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="icon-button" onClick={() => setOpen(true)} aria-label={label} data-testid="book-and-trades">
        <UnorderedListOutline />
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="book-and-trades" destroyOnClose>
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="book-and-trades-sheet">
          <div className="book-and-trades__head">
            <h2 id={titleId} className="book-and-trades__title">
              {label}
            </h2>
            <button type="button" className="icon-button" onClick={close} aria-label={closeLabel} data-testid="book-and-trades-close">
              <CloseOutline />
            </button>
          </div>
          <TabStrip
            label={label}
            items={[
              { key: 'book', title: t('markets.book.title') },
              { key: 'trades', title: t('markets.trades.title') },
            ]}
            active={pane}
            onChange={setPane}
            testId="book-and-trades-tabs"
          >
            <div className="book-and-trades__body">
              {pane === 'book' ? <OrderBook pair={pair} /> : <RecentTrades pair={pair} limit={TRADES_SHOWN} />}
              {footer}
            </div>
          </TabStrip>
        </div>
      </Popup>
    </>
  );
}
