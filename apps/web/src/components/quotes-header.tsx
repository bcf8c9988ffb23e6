import { AppOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from './back-button';
import { MenuButton } from './menu-button';
import { formatPair } from '../lib/format';

interface QuotesHeaderProps {
  pair: string;
  tabsHidden: boolean;
  homePath: string;
  optionPath: string;
}

/** Quotes header: home (or back when tabs are hidden), the current pair, the options tab, the menu. */
export function QuotesHeader({ pair, tabsHidden, homePath, optionPath }: QuotesHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="app-header app-header--bar" data-testid="quotes-header">
      <div className="app-header__side">
        {tabsHidden ? (
          <BackButton />
        ) : (
          <Link className="icon-button" to={homePath} aria-label={t('header.home')} data-testid="quotes-home">
            <AppOutline />
          </Link>
        )}
        <span className="quotes-header__pair" aria-label={t('header.pair')} data-testid="quotes-pair">
          {formatPair(pair)}
        </span>
      </div>
      <nav className="quotes-header__tabs">
        <Link className="quotes-header__tab" to={optionPath} data-testid="quotes-option-tab">
          {t('header.options')}
        </Link>
      </nav>
      <div className="app-header__side app-header__side--end">
        <MenuButton />
      </div>
    </header>
  );
}
