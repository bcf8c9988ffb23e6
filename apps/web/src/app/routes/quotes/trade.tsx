import { Button } from 'antd-mobile';
import { HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tradeModeOf, tradePath, TradeModeSwitch, type TradeMode } from './trade-mode-switch';
import { paths } from '../../paths';
import { EmptyState } from '../../../components/empty-state';
import { ContractOrderForm, ContractOrders } from '../../../features/contract';
import { BookAndTrades, OrderBook, PairPicker, PairQuote } from '../../../features/markets';
import { useSelectedPair } from '../../../lib/selected-pair';
import './trade.css';

/** Levels a side in the compact book beside the form; the sheet shows the whole book. */
const COMPACT_BOOK_LEVELS = 7;

/** Spot orders come with the next issue: the honest "coming" state, and the way to contracts. */
function SpotLater({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="trade-desk__later">
      <EmptyState text={t('markets.trade.orderFormLater')} testId="order-form-later" />
      <Button block color="primary" onClick={() => void navigate(tradePath(pair, 'contract'), { replace: true })} data-testid="trade-open-contract">
        {t('trade.openContract')}
      </Button>
    </div>
  );
}

function PairBar({ pair, mode, onChoose }: { pair: string; mode: TradeMode; onChoose: (pair: string) => void }) {
  const { t } = useTranslation();
  const history = (
    <Link className="book-and-trades__more" to={`${paths.history}?symbol=${pair}`} data-testid="trade-open-history">
      {t('trade.history')}
    </Link>
  );
  return (
    <div className="trade-page__bar">
      <div className="trade-page__pair">
        <PairPicker pair={pair} onChoose={onChoose} />
        {mode === 'contract' && <span className="trade-page__perpetual">{t('contract.perpetual')}</span>}
      </div>
      <PairQuote pair={pair} />
      <div className="trade-page__links">
        <Link className="icon-button" to={`${paths.chart}?symbol=${pair}`} aria-label={t('trade.chart')} data-testid="trade-open-chart">
          <HistogramOutline />
        </Link>
        <BookAndTrades pair={pair} label={t('trade.bookAndTrades')} closeLabel={t('trade.close')} footer={history} />
      </div>
    </div>
  );
}

/**
 * /trade?symbol=&mode=: Spot | Contract, the pair once (picker, live price and 24 h change), the
 * order form beside a compact book, and in contract mode the member's positions and orders below.
 * The full book and the latest trades are a tap away.
 */
export default function TradeRoute() {
  const { pair, selectPair } = useSelectedPair();
  const [searchParams] = useSearchParams();
  const mode = tradeModeOf(searchParams);
  return (
    <div className={`trade-page trade-page--${mode}`} data-testid="trade-page" data-mode={mode}>
      <TradeModeSwitch mode={mode} pair={pair} />
      <PairBar pair={pair} mode={mode} onChoose={selectPair} />
      <div className="trade-desk">
        <div className="trade-desk__form">{mode === 'contract' ? <ContractOrderForm key={pair} pair={pair} /> : <SpotLater pair={pair} />}</div>
        <div className="trade-desk__book">
          <OrderBook pair={pair} levels={COMPACT_BOOK_LEVELS} />
        </div>
      </div>
      {mode === 'contract' && <ContractOrders />}
    </div>
  );
}
