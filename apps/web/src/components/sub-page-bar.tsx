import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import { MenuButton } from './menu-button';

/** Sub-page top bar: back (history back) unless it is a tab page, where `start` (the tour) may go instead; the route title, the menu icon. */
export function SubPageBar({ title, showBack, start }: { title: string; showBack: boolean; start?: ReactNode }) {
  return (
    <header className="app-header app-header--bar" data-testid="sub-page-bar">
      <div className="app-header__side">{showBack ? <BackButton /> : start}</div>
      <h1 className="app-header__title" data-testid="page-title">
        {title}
      </h1>
      <div className="app-header__side app-header__side--end">
        <MenuButton />
      </div>
    </header>
  );
}
