import { LOCALE_NAMES, LOCALES, type Locale } from '@halyard/shared';
import { Button, Popup } from 'antd-mobile';
import { CloseOutline, DeleteOutline, EyeOutline, GlobalOutline, LockOutline, PieOutline, UserCircleOutline } from './icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { formatAddressTail } from '../lib/format';
import type { Theme } from '../lib/storage';

export interface MenuLink {
  key: string;
  label: string;
  icon: ReactNode;
  path: string;
}

export interface MenuGroup {
  key: string;
  title: string;
  links: MenuLink[];
}

export interface SideMenuAccount {
  address: string;
  mbId: string | undefined;
  creditScore: number | undefined;
}

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  account: SideMenuAccount | undefined;
  groups: MenuGroup[];
  onNavigate: (path: string) => void;
  theme: Theme;
  onToggleTheme: () => void;
  locale: Locale;
  onSelectLocale: (locale: Locale) => void;
  onClearCache: () => void;
  /** The published proof of reserves (public, like the rest of the system group). */
  onOpenReserves: () => void;
  onLogout: (() => void) | undefined;
  /** Signed out: the way in (every other entry needs a session). */
  onSignIn: () => void;
}

/** Full-width drawer over everything (z-index 3000, spec §9) with a 3-column menu grid. */
export function SideMenu(props: SideMenuProps) {
  const { t } = useTranslation();
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const titleId = useId();
  const { account, groups, onNavigate, theme, locale } = props;

  return (
    <Popup
      visible={props.open}
      position="right"
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="side-menu"
      style={{ '--z-index': '3000' }}
    >
      {/* Not aria-modal: its clear-cache and log-out confirmations open outside it, and must stay readable. */}
      <div className="side-menu__body" role="dialog" aria-labelledby={titleId} data-testid="side-menu">
        <div className="side-menu__top">
          <h2 id={titleId} className="side-menu__title">{t('menu.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('menu.close')} data-testid="menu-close" onClick={props.onClose}>
            <CloseOutline />
          </button>
        </div>
        <section className="side-menu__account" data-testid="menu-account">
          <UserCircleOutline className="side-menu__avatar" />
          {account ? (
            <dl>
              <dt>{t('menu.account.address')}</dt>
              <dd data-testid="menu-address">{formatAddressTail(account.address)}</dd>
              <dt>{t('menu.account.mbId')}</dt>
              <dd data-testid="menu-mbid">{account.mbId ?? '-'}</dd>
              <dt>{t('menu.account.creditScore')}</dt>
              <dd data-testid="menu-credit-score">{account.creditScore ?? '-'}</dd>
            </dl>
          ) : (
            <div className="side-menu__signed-out">
              <p>{t('menu.account.signedOut')}</p>
              <Button color="primary" size="small" data-testid="menu-sign-in" onClick={props.onSignIn}>
                {t('menu.account.signIn')}
              </Button>
            </div>
          )}
        </section>
        {groups.map((group) => (
          <section className="side-menu__group" key={group.key}>
            <h3>{group.title}</h3>
            <div className="menu-grid">
              {group.links.map((link) => (
                <button type="button" key={link.key} className="menu-grid__item" data-testid={`menu-${link.key}`} onClick={() => onNavigate(link.path)}>
                  {link.icon}
                  <span>{link.label}</span>
                </button>
              ))}
            </div>
          </section>
        ))}
        <section className="side-menu__group">
          <h3>{t('menu.system.title')}</h3>
          <div className="menu-grid">
            <button type="button" className="menu-grid__item" data-testid="menu-reserves" onClick={props.onOpenReserves}>
              <PieOutline />
              <span>{t('menu.system.reserves')}</span>
            </button>
            <button type="button" className="menu-grid__item" data-testid="menu-clear-cache" onClick={props.onClearCache}>
              <DeleteOutline />
              <span>{t('menu.system.clearCache')}</span>
            </button>
            <button type="button" className="menu-grid__item" data-testid="menu-theme" data-theme-value={theme} onClick={props.onToggleTheme}>
              <EyeOutline />
              <span>{t('menu.system.themeValue', { value: theme === 'dark' ? t('menu.system.themeDark') : t('menu.system.themeLight') })}</span>
            </button>
            <button
              type="button"
              className="menu-grid__item"
              data-testid="menu-language"
              aria-expanded={languagesOpen}
              onClick={() => setLanguagesOpen((open) => !open)}
            >
              <GlobalOutline />
              <span>{LOCALE_NAMES[locale]}</span>
            </button>
            {props.onLogout && (
              <button type="button" className="menu-grid__item" data-testid="menu-logout" onClick={props.onLogout}>
                <LockOutline />
                <span>{t('menu.system.logout')}</span>
              </button>
            )}
          </div>
          {languagesOpen && (
            <ul className="language-list" data-testid="menu-language-list">
              {LOCALES.map((option) => (
                <li key={option}>
                  <button
                    type="button"
                    data-testid={`menu-lang-${option}`}
                    aria-current={option === locale}
                    onClick={() => props.onSelectLocale(option)}
                  >
                    {LOCALE_NAMES[option]}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Popup>
  );
}
