import type { ReactNode } from 'react';
import { Logo } from './logo';
import { MenuButton } from './menu-button';

interface HomeHeaderProps {
  /** The page's name, for the outline only: the logo says it to the eye. */
  title: string;
  logoUrl: string | undefined;
  logoName: string;
  walletButton: ReactNode;
  supportButton: ReactNode;
  /** The guided tour's button, beside the logo: in the header it covers no content. */
  tourButton?: ReactNode;
}

/** Home: logo (and the tour) on the left; wallet, support chat and menu on the right. */
export function HomeHeader({ title, logoUrl, logoName, walletButton, supportButton, tourButton }: HomeHeaderProps) {
  return (
    <header className="app-header" data-testid="home-header">
      <h1 className="visually-hidden">{title}</h1>
      <div className="app-header__start">
        <Logo logoUrl={logoUrl} logoName={logoName} />
        {tourButton}
      </div>
      <div className="app-header__actions">
        {walletButton}
        {supportButton}
        <MenuButton />
      </div>
    </header>
  );
}
