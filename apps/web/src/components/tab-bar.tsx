import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface TabItem {
  key: string;
  /** Where the tab leads; a query in it (`/trade?mode=contract`) must also match for the tab to be current. */
  path: string;
  title: string;
  icon: ReactNode;
}

function isCurrent(item: TabItem, pathname: string, search: string): boolean {
  const [itemPath = '', itemQuery = ''] = item.path.split('?');
  if (pathname !== itemPath && !pathname.startsWith(`${itemPath}/`)) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(itemQuery)].every(([name, value]) => current.get(name) === value);
}

/**
 * Bottom tab bar; the app decides the entries and where they lead. Real links (not clickable
 * boxes), so a keyboard reaches every tab and a screen reader hears which page is current.
 */
export function AppTabBar({ items, activePath, activeSearch = '', label }: { items: TabItem[]; activePath: string; activeSearch?: string; label: string }) {
  const active = items.find((item) => isCurrent(item, activePath, activeSearch));
  return (
    <nav className="app-tab-bar" data-testid="tab-bar" aria-label={label}>
      <ul className="app-tab-bar__items">
        {items.map((item) => (
          <li key={item.key}>
            <Link className="app-tab-bar__item" to={item.path} aria-current={item === active ? 'page' : undefined}>
              <span className="app-tab-bar__icon" aria-hidden="true">
                {item.icon}
              </span>
              <span className="app-tab-bar__title" data-testid={`tab-${item.key}`}>
                {item.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
