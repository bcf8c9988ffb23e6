import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { paths } from '../../paths';

export type TradeMode = 'spot' | 'contract';
export const TRADE_MODES: readonly TradeMode[] = ['spot', 'contract'];

export function tradeModeOf(search: URLSearchParams): TradeMode {
  return search.get('mode') === 'contract' ? 'contract' : 'spot';
}

/** /trade?symbol=&mode=: the address of a pair in a mode (spot is the default, without the flag). */
export function tradePath(pair: string, mode: TradeMode): string {
  return `${paths.trade}?symbol=${pair}${mode === 'contract' ? '&mode=contract' : ''}`;
}

/** Spot | Contract at the top of the trade page, as links: each mode has its own address. */
export function TradeModeSwitch({ mode, pair }: { mode: TradeMode; pair: string }) {
  const { t } = useTranslation();
  return (
    <nav className="trade-modes" aria-label={t('trade.mode.label')} data-testid="trade-modes">
      {TRADE_MODES.map((option) => (
        <Link
          key={option}
          to={tradePath(pair, option)}
          replace
          className="trade-modes__option"
          aria-current={option === mode ? 'page' : undefined}
          data-testid={`trade-mode-${option}`}
        >
          {t(`trade.mode.${option}`)}
        </Link>
      ))}
    </nav>
  );
}
