import { AppOutline, RightOutline } from './icons';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { BackButton } from './back-button';
import { MenuButton } from './menu-button';
import { formatPair } from '../lib/format';

interface QuotesHeaderProps {
  /** The pair in context (trade, chart, history); without one the header shows the page title. */
  pair: string | undefined;
  title: string;
  tabsHidden: boolean;
  homePath: string;
  optionPath: string;
}

/** Quotes header: home (or back when tabs are hidden), the current pair or the title, the way to options, the menu. */
export function QuotesHeader({ pair, title, tabsHidden, homePath, optionPath }: QuotesHeaderProps) {
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
      </div>
      {pair ? (
        <h1 className="app-header__title quotes-header__pair" data-testid="quotes-pair">
          {formatPair(pair)}
        </h1>
      ) : (
        <h1 className="app-header__title" data-testid="page-title">
          {title}
        </h1>
      )}
      <div className="app-header__side app-header__side--end">
        <Link className="quotes-header__link" to={optionPath} data-testid="quotes-option-tab">
          {t('header.options')}
          <RightOutline aria-hidden="true" />
        </Link>
        <MenuButton />
      </div>
    </header>
  );
}
