import { HistogramOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tradeModeOf, TradeModeSwitch, type TradeMode } from './trade-mode-switch';
import { paths } from '../../paths';
import { ContractOrderForm, ContractOrders } from '../../../features/contract';
import { BookAndTrades, OrderBook, PairDayStats, PairFavouriteStar, PairPicker, PairQuote } from '../../../features/markets';
import { useSessionStore } from '../../../features/session';
import { SpotOrderForm, SpotOrders } from '../../../features/spot';
import { useSelectedPair } from '../../../lib/selected-pair';
import './trade.css';

/** Levels a side in the compact book beside the form; the sheet shows the whole book. */
const COMPACT_BOOK_LEVELS = 7;

function PairBar({ pair, mode, onChoose }: { pair: string; mode: TradeMode; onChoose: (pair: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  const history = (
    <Link className="book-and-trades__more" to={`${paths.history}?symbol=${pair}`} data-testid="trade-open-history">
      {t('trade.history')}
    </Link>
  );
  return (
    <>
      <div className="trade-page__bar">
        <div className="trade-page__pair">
          <span className="trade-page__pair-line">
            <PairPicker pair={pair} onChoose={onChoose} />
            <PairFavouriteStar pair={pair} access={{ signedIn, onSignIn: () => void navigate(paths.login) }} />
          </span>
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
      <PairDayStats pair={pair} />
    </>
  );
}

/**
 * /trade?symbol=&mode=: Spot | Contract, the pair once (picker, live price and 24 h change), the
 * order form beside a compact book, and below it the member's positions and orders (contract) or
 * open orders and history (spot).
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
        <div className="trade-desk__form">{mode === 'contract' ? <ContractOrderForm key={pair} pair={pair} /> : <SpotOrderForm key={pair} pair={pair} />}</div>
        <div className="trade-desk__book">
          <OrderBook pair={pair} levels={COMPACT_BOOK_LEVELS} />
        </div>
      </div>
      {mode === 'contract' ? <ContractOrders /> : <SpotOrders />}
    </div>
  );
}
