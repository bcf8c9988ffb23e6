import { AppOutline, ArrowsAltOutline, GlobalOutline, HistogramOutline, PayCircleOutline, PieOutline } from '../components/icons';
import type { TFunction } from '../lib/i18n';
import { paths } from './paths';
import type { TabItem } from '../components/tab-bar';

/**
 * The spec names nine tab entries; a phone bar holds six: Home, WEB3.0, Trade, Contract (the trade
 * page in contract mode), Staking and Assets. The rest (order details, blind box list, hot picks)
 * stay reachable from pages and the side menu.
 */
export function tabItems(t: TFunction): TabItem[] {
  return [
    { key: 'home', path: paths.home, title: t('tab.home'), icon: <AppOutline /> },
    { key: 'blockchain', path: paths.blockchain, title: t('tab.blockchain'), icon: <GlobalOutline /> },
    { key: 'currency', path: paths.currency, title: t('tab.currency'), icon: <HistogramOutline /> },
    { key: 'contract', path: `${paths.trade}?mode=contract`, title: t('tab.contract'), icon: <ArrowsAltOutline /> },
    { key: 'staking', path: paths.staking, title: t('tab.staking'), icon: <PieOutline /> },
    { key: 'overview', path: paths.overview, title: t('tab.overview'), icon: <PayCircleOutline /> },
  ];
}
