import { OptionForm, OptionOrders, PriceChart } from '../../../features/options';
import { PairPicker, PairQuote } from '../../../features/markets';
import { useSelectedPair } from '../../../lib/selected-pair';
import '../quotes/trade.css';

/**
 * /option?symbol=: timed rise/fall options. The pair (picker, live price and 24 h change) and its
 * last hour as a small live line; a time, the purchase amount, rise or fall; the options in
 * position counting down and the completed ones below.
 */
export default function OptionRoute() {
  const { pair, selectPair } = useSelectedPair();
  return (
    <div className="trade-page option-page" data-testid="option-page">
      <div className="option-panel">
        <div className="trade-page__bar">
          <div className="trade-page__pair">
            <PairPicker pair={pair} onChoose={selectPair} />
          </div>
          <PairQuote pair={pair} />
        </div>
        <PriceChart pair={pair} />
      </div>
      <div className="option-panel">
        <OptionForm key={pair} pair={pair} />
      </div>
      <OptionOrders />
    </div>
  );
}
